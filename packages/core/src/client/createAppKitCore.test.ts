import { ProjectIdNotConfiguredError } from '@portico/common'
import { createStore } from 'mipd'
import { describe, expect, it, vi } from 'vitest'
import { DEV_WALLET_RDNS, providerDetail } from '../testing/announce.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE, createFakeProvider } from '../testing/fakeProvider.ts'
import { devnet, devnetTwo } from '../testing/networks.ts'
import type { AnnouncedProviderSource } from '../connectors/watchAnnouncedConnectors.ts'
import type { AppKitOptions } from '../options/types.ts'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createAppKitCore } from './createAppKitCore.ts'

const options: AppKitOptions = { projectId: 'demo', networks: [devnet, devnetTwo] }

/** A hand-driven EIP-6963 source: `announce` plays a wallet's announcement. */
function announcements() {
  const details: ReturnType<typeof providerDetail>[] = []
  const listeners = new Set<Parameters<AnnouncedProviderSource['subscribe']>[0]>()
  const source: AnnouncedProviderSource = {
    subscribe(listener, args) {
      listeners.add(listener)
      if (args?.emitImmediately) listener(details)
      return () => listeners.delete(listener)
    },
  }
  const announce = (detail: ReturnType<typeof providerDetail>) => {
    details.push(detail)
    listeners.forEach((listener) => listener([...details]))
  }
  return { source, announce, listeners }
}

describe('createAppKitCore', () => {
  it('validates its options', () => {
    expect(() => createAppKitCore({ ...options, projectId: '' })).toThrow(ProjectIdNotConfiguredError)
  })

  it('runs where there is no window and finds no wallet there', () => {
    expect(typeof window).toBe('undefined')
    const core = createAppKitCore(options, { announcedProviders: createStore() })
    expect(core.stores.connectors.getState().connectors).toEqual([])
    expect(core.getState()).toEqual({
      open: false,
      selectedNetworkId: 'eip155:31337',
      loading: false,
      activeChain: 'eip155',
      initialized: false,
    })
    core.destroy()
  })

  it('lists announced wallets by rdns, a re-announcement replacing the earlier one', () => {
    const { source, announce } = announcements()
    const core = createAppKitCore(options, { announcedProviders: source })
    const first = createFakeProvider().provider
    const again = createFakeProvider().provider
    announce(providerDetail(first))
    announce(providerDetail(createFakeProvider().provider, 'io.other'))
    announce(providerDetail(again, DEV_WALLET_RDNS, 'second-uuid'))
    const connectors = core.stores.connectors.getState().connectors
    expect(connectors.map((c) => [c.id, c.type, c.name])).toEqual([
      [DEV_WALLET_RDNS, 'ANNOUNCED', 'Portico Dev Wallet'],
      ['io.other', 'ANNOUNCED', 'Portico Dev Wallet'],
    ])
    expect(connectors[0]?.provider).toBe(again)
    expect(connectors[0]?.imageUrl).toMatch(/^data:image\//)
  })

  it('opens, connects, reports state and account, and disconnects', async () => {
    const { source, announce, listeners } = announcements()
    const api = createFakeBalanceApi()
    const core = createAppKitCore(options, { announcedProviders: source, fetch: api.fetch })
    announce(providerDetail(createFakeProvider().provider))
    const onState = vi.fn()
    const onAccount = vi.fn()
    const stopState = core.subscribeState(onState)
    core.subscribeAccount(onAccount)
    await core.ready()

    await core.open()
    expect(core.stores.router.getState().view).toBe('Connect')
    expect(onState).toHaveBeenLastCalledWith({
      open: true,
      selectedNetworkId: 'eip155:31337',
      loading: false,
      activeChain: 'eip155',
      initialized: true,
    })

    const { balanceLoaded } = await core.connect(DEV_WALLET_RDNS)
    await balanceLoaded
    expect(core.getAccount()).toEqual({
      address: ALICE,
      caipAddress: `eip155:31337:${ALICE}`,
      isConnected: true,
      status: 'connected',
      allAccounts: [{ namespace: 'eip155', address: ALICE, type: 'eoa' }],
      embeddedWalletInfo: undefined,
    })
    expect(onAccount).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'connecting', isConnected: false }),
    )
    expect(core.getCaipNetwork()).toBe(devnet)
    expect(core.stores.router.getState().view).toBe('Account')

    await core.close()
    await core.open()
    expect(core.stores.router.getState().view).toBe('Account')

    await core.disconnect()
    expect(core.getAccount()).toEqual({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      allAccounts: [],
      embeddedWalletInfo: undefined,
    })

    stopState()
    const callsBefore = onState.mock.calls.length
    await core.close()
    expect(onState).toHaveBeenCalledTimes(callsBefore)
    core.destroy()
    expect(listeners.size).toBe(0)
  })

  it('switches theme mode', () => {
    const core = createAppKitCore(
      { ...options, themeMode: 'light' },
      { announcedProviders: announcements().source },
    )
    expect(core.getThemeMode()).toBe('light')
    core.setThemeMode('dark')
    expect(core.stores.theme.getState().themeMode).toBe('dark')
  })

  it('adds and removes networks and reports the address', () => {
    const core = createAppKitCore(options, { announcedProviders: announcements().source })
    expect(core.getAddress()).toBeUndefined()
    expect(core.getCaipAddress()).toBeUndefined()
    expect(core.removeNetwork('eip155:31338')).toBe(true)
    expect(() => core.removeNetwork('eip155:31337')).toThrow('Cannot remove last network for a namespace')
    core.addNetwork(devnetTwo)
    expect(core.stores.chain.getState().networks).toEqual([devnet, devnetTwo])
  })

  it('opens at a forced namespace and uses the storage and device it is given', async () => {
    const core = createAppKitCore(
      { ...options, adapters: [] },
      { announcedProviders: announcements().source, isMobile: () => true },
    )
    await core.open({ namespace: 'eip155' })
    expect(core.stores.modal.getState().namespace).toBe('eip155')
    expect(core.stores.router.getState().view).toBe('AllWallets')
  })

  it('reconnects the wallet of the last visit on creation and restores its network', async () => {
    const storage = createMemoryStorage()
    const { source, announce } = announcements()
    const first = createAppKitCore(options, {
      announcedProviders: source,
      storage,
      fetch: createFakeBalanceApi().fetch,
    })
    announce(providerDetail(createFakeProvider({ chainId: '0x7a6a' }).provider))
    await first.connect(DEV_WALLET_RDNS)
    first.destroy()

    const later = announcements()
    const second = createAppKitCore(options, {
      announcedProviders: later.source,
      storage,
      fetch: createFakeBalanceApi().fetch,
    })
    expect(second.getCaipNetwork()).toBe(devnetTwo) // restored before the wallet answers
    expect(second.getAccount().status).toBe('connecting')
    later.announce(providerDetail(createFakeProvider({ chainId: '0x7a6a' }).provider))
    await expect(second.reconnect()).resolves.toBe(true)
    expect(second.getAccount()).toMatchObject({ status: 'connected', address: ALICE })
    expect(second.getAddress('eip155')).toBe(ALICE)
    expect(second.getCaipAddress('eip155')).toBe(`eip155:31338:${ALICE}`)
    expect(second.getCaipNetwork('eip155')).toBe(devnetTwo)
    expect(second.getActiveChainNamespace()).toBe('eip155')
    second.destroy()
  })

  it("reports network changes to subscribeNetwork in AppKit's shape", async () => {
    const core = createAppKitCore(options, { announcedProviders: announcements().source })
    const onNetwork = vi.fn()
    const stop = core.subscribeNetwork(onNetwork)
    await core.switchNetwork(devnetTwo)
    expect(onNetwork).toHaveBeenCalledWith({
      caipNetwork: devnetTwo,
      chainId: 31338,
      caipNetworkId: 'eip155:31338',
    })
    stop()
    await core.switchNetwork(devnet)
    expect(onNetwork).toHaveBeenCalledOnce()
    expect(core.getState().selectedNetworkId).toBe('eip155:31337')
  })

  it('reports wallet info, events and theme to their subscribers', async () => {
    const { source, announce } = announcements()
    const core = createAppKitCore(
      { ...options, features: { analytics: false } },
      { announcedProviders: source, storage: createMemoryStorage(), fetch: createFakeBalanceApi().fetch },
    )
    const onWalletInfo = vi.fn()
    const onEvent = vi.fn()
    const onTheme = vi.fn()
    core.subscribeWalletInfo(onWalletInfo)
    core.subscribeEvents(onEvent)
    core.subscribeTheme(onTheme)
    announce(providerDetail(createFakeProvider().provider))
    await core.connect(DEV_WALLET_RDNS)
    const info = {
      name: 'Portico Dev Wallet',
      icon: 'data:image/svg+xml,<svg/>',
      rdns: DEV_WALLET_RDNS,
      type: 'ANNOUNCED',
    }
    expect(core.getWalletInfo()).toEqual(info)
    expect(onWalletInfo).toHaveBeenLastCalledWith(info)
    expect(onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ data: expect.objectContaining({ event: 'CONNECT_SUCCESS' }) }),
    )
    core.setThemeVariables({ '--w3m-accent': '#123456' })
    expect(core.getThemeVariables()).toEqual({ '--w3m-accent': '#123456' })
    expect(onTheme).toHaveBeenLastCalledWith({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#123456' },
    })
    await core.disconnect()
    expect(onWalletInfo).toHaveBeenLastCalledWith(undefined)
    core.destroy()
  })
})
