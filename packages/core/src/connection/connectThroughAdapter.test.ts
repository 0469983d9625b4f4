import { UserRejectedRequestError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { addAnnouncedConnector, DEV_WALLET_RDNS } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeAdapter } from '../testing/fakeAdapter.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE, BOB, createFakeProvider } from '../testing/fakeProvider.ts'
import { devnet, devnetTwo } from '../testing/networks.ts'
import { getRecentWallets } from '../storage/recentWallets.ts'
import { connectInjected } from './connectInjected.ts'

describe('connecting through the configured adapter (§4)', () => {
  it('connects through the namespace adapter and follows its events', async () => {
    const fake = createFakeAdapter({ networks: [devnet, devnetTwo] })
    const context = createTestContext({ adapters: [fake.adapter] }, createFakeBalanceApi().fetch)
    const wallet = createFakeProvider()
    addAnnouncedConnector(context, wallet.provider)

    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    expect(fake.calls).toEqual(['connect'])
    expect(wallet.calls).toEqual([]) // the adapter talks to the wallet, not core
    expect(context.stores.connection.getState().connections.eip155).toMatchObject({
      connectorId: DEV_WALLET_RDNS,
      connectorType: 'ANNOUNCED',
      caipAddress: `eip155:31337:${ALICE}`,
      adapter: fake.adapter,
    })

    fake.emit('chainChanged', { chainId: 31338, caipNetworkId: 'eip155:31338' })
    expect(context.stores.chain.getState().activeNetwork).toBe(devnetTwo)
    fake.emit('accountsChanged', { address: BOB, accounts: [BOB] })
    expect(context.stores.account.getState().caipAddress).toBe(`eip155:31338:${BOB}`)
    fake.emit('disconnect', undefined)
    await Promise.resolve()
    expect(context.stores.account.getState().status).toBe('disconnected')
  })

  it('finalising stores the recent wallet and tracks CONNECT_SUCCESS with method browser', async () => {
    const context = createTestContext({}, createFakeBalanceApi().fetch)
    addAnnouncedConnector(context, createFakeProvider().provider)
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    expect(getRecentWallets(context.storage)).toEqual([{ id: DEV_WALLET_RDNS, name: 'Portico Dev Wallet' }])
    expect(context.stores.events.getState().data).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', name: 'Portico Dev Wallet', reconnect: false },
    })
  })

  it('tracks CONNECT_ERROR when the person declines', async () => {
    const context = createTestContext()
    addAnnouncedConnector(
      context,
      createFakeProvider({ fail: { eth_requestAccounts: { code: 4001 } } }).provider,
    )
    await expect(connectInjected(context, { connectorId: DEV_WALLET_RDNS })).rejects.toThrow(
      UserRejectedRequestError,
    )
    expect(context.stores.events.getState().data).toMatchObject({
      event: 'CONNECT_ERROR',
      properties: { message: 'User rejected the request' },
    })
  })
})

describe('a wallet on a network the app does not list (§4 UnsupportedChain)', () => {
  const onUnlistedChain = () => createFakeProvider({ chainId: '0x1' })

  it('opens the UnsupportedChain view instead of Account', async () => {
    const context = createTestContext({}, createFakeBalanceApi().fetch)
    addAnnouncedConnector(context, onUnlistedChain().provider)
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    expect(context.stores.chain.getState().activeNetwork).toBeUndefined()
    expect(context.stores.router.getState().view).toBe('UnsupportedChain')
    expect(context.stores.modal.getState().open).toBe(true)
  })

  it('stays on Account when unsupported chains are allowed', async () => {
    const context = createTestContext({ allowUnsupportedChain: true }, createFakeBalanceApi().fetch)
    addAnnouncedConnector(context, onUnlistedChain().provider)
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    expect(context.stores.router.getState().view).toBe('Account')
  })

  it('stays on Account in basic mode', async () => {
    const context = createTestContext({ basic: true }, createFakeBalanceApi().fetch)
    addAnnouncedConnector(context, onUnlistedChain().provider)
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    expect(context.stores.router.getState().view).toBe('Account')
  })
  it('stays on Account when the app turned network switching off (enableNetworkSwitch: false)', async () => {
    const context = createTestContext({ enableNetworkSwitch: false }, createFakeBalanceApi().fetch)
    addAnnouncedConnector(context, onUnlistedChain().provider)
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    expect(context.stores.chain.getState().activeNetwork).toBeUndefined()
    expect(context.stores.router.getState().view).toBe('Account')
  })
})
