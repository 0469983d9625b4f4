import { describe, expect, it } from 'vitest'
import type { AdapterConnector } from '../adapters/AdapterConnector.ts'
import { DEV_WALLET_RDNS, providerDetail } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeAdapter } from '../testing/fakeAdapter.ts'
import { createFakeProvider } from '../testing/fakeProvider.ts'
import { watchAdapterConnectors } from './watchAdapterConnectors.ts'
import { watchAnnouncedConnectors } from './watchAnnouncedConnectors.ts'
import type { EIP6963ProviderDetail } from 'mipd'

function announcer() {
  let listener: ((details: readonly EIP6963ProviderDetail[]) => void) | undefined
  return {
    source: {
      subscribe(next: (details: readonly EIP6963ProviderDetail[]) => void) {
        listener = next
        return () => undefined
      },
    },
    announce: (details: readonly EIP6963ProviderDetail[]) => listener?.(details),
  }
}

describe('wallets listed by the eip155 adapter (watchConnectors)', () => {
  it('are merged by id with the EIP-6963 wallets, each shown once, in either order', () => {
    const fake = createFakeAdapter()
    let report: ((connectors: readonly AdapterConnector[]) => void) | undefined
    let stopped = false
    fake.adapter.watchConnectors = (listener) => {
      report = listener
      return () => void (stopped = true)
    }
    const context = createTestContext({ adapters: [fake.adapter], connectorImages: { 'io.injected': 'img' } })
    const { source, announce } = announcer()
    watchAnnouncedConnectors(context, source)
    const stop = watchAdapterConnectors(context)
    const devWallet = createFakeProvider().provider
    const other = createFakeProvider().provider
    announce([providerDetail(devWallet), providerDetail(other, 'io.other')])

    report?.([
      {
        id: DEV_WALLET_RDNS,
        name: 'Portico Dev Wallet',
        imageUrl: 'icon',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: DEV_WALLET_RDNS },
        provider: devWallet,
      },
      {
        id: 'io.injected',
        name: 'Injected',
        imageUrl: '',
        type: 'INJECTED',
        chain: 'eip155',
        provider: other,
      },
      { id: 'solana', name: 'Phantom', imageUrl: '', type: 'INJECTED', chain: 'solana', provider: other },
    ])
    const ids = () => context.stores.connectors.getState().connectors.map(({ id }) => id)
    expect(ids()).toEqual(['io.other', DEV_WALLET_RDNS, 'io.injected'])
    expect(context.stores.connectors.getState().connectors[2]).toMatchObject({
      imageUrl: 'img',
      info: { rdns: 'io.injected', uuid: 'io.injected' },
    })

    // A later announcement keeps the adapter's entries and does not list the same wallet twice.
    announce([providerDetail(devWallet), providerDetail(other, 'io.other')])
    expect(ids()).toEqual([DEV_WALLET_RDNS, 'io.injected', 'io.other'])
    // The adapter's new list replaces its old one.
    report?.([])
    expect(ids()).toEqual(['io.other'])
    stop()
    expect(stopped).toBe(true)
  })

  it('does nothing when the adapter has no list of its own', () => {
    const context = createTestContext({ adapters: [createFakeAdapter().adapter] })
    watchAdapterConnectors(context)()
    expect(context.stores.connectors.getState().connectors).toEqual([])
  })
})
