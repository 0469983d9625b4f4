import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createSafeStorage } from '../storage/createSafeStorage.ts'
import { setConnectedConnector } from '../storage/connectedNamespaces.ts'
import type { AnnouncedProviderSource } from '../connectors/watchAnnouncedConnectors.ts'
import type { AppKitOptions } from '../options/types.ts'
import { DEV_WALLET_RDNS, providerDetail } from '../testing/announce.ts'
import { createFakeAdapter } from '../testing/fakeAdapter.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE, createFakeProvider } from '../testing/fakeProvider.ts'
import { devnet, devnetTwo } from '../testing/networks.ts'
import { createAppKitCore } from './createAppKitCore.ts'

const options: AppKitOptions = { projectId: 'demo', networks: [devnet, devnetTwo] }

/** A source that has the dev wallet announced already. */
function announced(provider = createFakeProvider().provider): AnnouncedProviderSource {
  return {
    subscribe(listener, args) {
      if (args?.emitImmediately) listener([providerDetail(provider)])
      return () => undefined
    },
  }
}

/** Storage that remembers the dev wallet as the last visit's connection. */
function lastVisit() {
  const storage = createMemoryStorage()
  setConnectedConnector(createSafeStorage({ storage }), { namespace: 'eip155', connectorId: DEV_WALLET_RDNS })
  return storage
}

afterEach(() => vi.restoreAllMocks())

describe("createAppKitCore with AppKit's options", () => {
  it('reconnects the wallet of the last visit by default, and is initialized afterwards', async () => {
    const core = createAppKitCore(options, {
      announcedProviders: announced(),
      storage: lastVisit(),
      fetch: createFakeBalanceApi().fetch,
    })
    expect(core.getState().initialized).toBe(false)
    await core.ready()
    expect(core.getState().initialized).toBe(true)
    expect(core.getAccount()).toMatchObject({ isConnected: true, address: ALICE })
    core.destroy()
  })

  it('enableReconnect: false leaves the wallet of the last visit disconnected on load', async () => {
    const wallet = createFakeProvider()
    const core = createAppKitCore(
      { ...options, enableReconnect: false },
      { announcedProviders: announced(wallet.provider), storage: lastVisit() },
    )
    await core.ready()
    expect(core.getState().initialized).toBe(true)
    expect(core.getIsConnectedState()).toBe(false)
    expect(wallet.calls).toEqual([])
    core.destroy()
  })

  it('enableEIP6963: false discovers no announced wallet', () => {
    const core = createAppKitCore({ ...options, enableEIP6963: false }, { announcedProviders: announced() })
    expect(core.getConnectors()).toEqual([])
    core.destroy()
  })

  it('connectorImages replaces an announced wallet’s icon by rdns', () => {
    const core = createAppKitCore(
      { ...options, connectorImages: { [DEV_WALLET_RDNS]: 'https://img.test/dev.png' } },
      { announcedProviders: announced() },
    )
    expect(core.getConnectors()[0]?.imageUrl).toBe('https://img.test/dev.png')
    expect(core.getConnectorImage({ id: DEV_WALLET_RDNS, imageUrl: 'data:x' })).toBe(
      'https://img.test/dev.png',
    )
    expect(core.getConnectorImage({ id: 'io.other', imageUrl: 'data:x' })).toBe('data:x')
    core.destroy()
  })

  it('customRpcUrls is the RPC the adapter is asked to add the chain with', async () => {
    const adapter = createFakeAdapter()
    const core = createAppKitCore(
      {
        ...options,
        adapters: [adapter.adapter],
        customRpcUrls: { 'eip155:31338': [{ url: 'https://rpc.mine.test' }] },
      },
      { announcedProviders: announced(), fetch: createFakeBalanceApi().fetch },
    )
    await core.ready()
    await core.connect(DEV_WALLET_RDNS)
    const [, two] = core.getCaipNetworks()
    expect(two?.rpcUrls.default.http).toEqual(['https://rpc.mine.test'])
    await core.switchNetwork(two!)
    expect(adapter.switched.at(-1)?.rpcUrls.default.http).toEqual(['https://rpc.mine.test'])
    core.destroy()
  })

  it('warns once about an unknown option, naming it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const core = createAppKitCore({ ...options, enableFoo: true } as AppKitOptions, {
      announcedProviders: announced(),
    })
    expect(warn.mock.calls.filter(([message]) => String(message).includes('enableFoo'))).toEqual([
      ['[portico] unknown option `enableFoo` is ignored'],
    ])
    core.destroy()
  })
})
