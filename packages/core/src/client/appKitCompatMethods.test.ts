import { InvalidOptionsError } from '@portico/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectEmbeddedUser } from '../auth/connectEmbeddedUser.ts'
import type { AnnouncedProviderSource } from '../connectors/watchAnnouncedConnectors.ts'
import type { AppKitOptions } from '../options/types.ts'
import { pushTransactionStack } from '../router/transactionStack.ts'
import { DEV_WALLET_RDNS, providerDetail } from '../testing/announce.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE, BOB, createFakeProvider } from '../testing/fakeProvider.ts'
import { devnet, devnetTwo } from '../testing/networks.ts'
import { createScriptedEmbeddedWallet, embeddedUser } from '../testing/scriptedEmbeddedWallet.ts'
import { createAppKitCore } from './createAppKitCore.ts'

const options: AppKitOptions = { projectId: 'demo', networks: [devnet, devnetTwo] }
const OTHER_RDNS = 'io.other.wallet'

function setup(extra: Partial<AppKitOptions> = {}) {
  const dev = createFakeProvider()
  const other = createFakeProvider({ accounts: [BOB.toLowerCase()] })
  const source: AnnouncedProviderSource = {
    subscribe(listener, args) {
      if (args?.emitImmediately)
        listener([providerDetail(dev.provider), providerDetail(other.provider, OTHER_RDNS)])
      return () => undefined
    },
  }
  const core = createAppKitCore(
    { ...options, ...extra },
    { announcedProviders: source, fetch: createFakeBalanceApi().fetch },
  )
  return { core, dev, other }
}

afterEach(() => vi.restoreAllMocks())

describe("AppKit's instance methods", () => {
  it('report the network, connection, provider and wallet', async () => {
    const { core, dev } = setup()
    await core.ready()
    expect(core.getChainId()).toBe(31337)
    expect(core.getCaipNetworkId()).toBe('eip155:31337')
    expect(core.getCaipNetworks('eip155')).toEqual([devnet, devnetTwo])
    expect(core.getCaipNetworks('solana')).toEqual([])
    expect(core.getIsConnectedState()).toBe(false)
    expect(core.getWalletProvider()).toBeUndefined()
    const seen: unknown[] = []
    core.subscribeProviders((providers) => seen.push(providers))

    await core.connect(DEV_WALLET_RDNS)
    expect(core.getIsConnectedState()).toBe(true)
    expect(core.getWalletProvider()).toBe(dev.provider)
    expect(core.getWalletProviderType()).toBe('ANNOUNCED')
    expect(core.getProvider('eip155')).toBe(dev.provider)
    expect(core.getProviderType('eip155')).toBe('ANNOUNCED')
    expect(core.getProviders()).toEqual({ eip155: dev.provider })
    expect(core.getAddressByChainNamespace('eip155')).toBe(ALICE)
    expect(core.getAddressByChainNamespace('solana')).toBeUndefined()
    expect(seen.at(-1)).toEqual({ eip155: dev.provider })
    expect(core.getWalletInfo('eip155')).toMatchObject({ name: 'Portico Dev Wallet', rdns: DEV_WALLET_RDNS })
    expect(core.getWalletInfo('solana')).toBeUndefined()
    expect(core.getEvent().data).toMatchObject({ event: 'CONNECT_SUCCESS' })
    expect(core.getError()).toBe('')
    expect(core.getConnectors().map(({ id }) => id)).toEqual([DEV_WALLET_RDNS, OTHER_RDNS])
    core.destroy()
  })

  it('getError says why the last connection failed', async () => {
    const { core } = setup()
    await core.ready()
    await expect(core.connect('io.nowhere')).rejects.toThrow()
    const failing = createAppKitCore(options, {
      announcedProviders: {
        subscribe(listener, args) {
          const wallet = createFakeProvider({ fail: { eth_requestAccounts: { code: 4001, message: 'no' } } })
          if (args?.emitImmediately) listener([providerDetail(wallet.provider)])
          return () => undefined
        },
      },
    })
    await expect(failing.connect(DEV_WALLET_RDNS)).rejects.toThrow()
    expect(failing.getError()).toBe('User rejected the request')
    core.destroy()
    failing.destroy()
  })

  it('show toasts, set loading, and tell whether the modal is open and the transaction stack empty', async () => {
    const { core } = setup()
    core.showErrorMessage('Nope')
    expect(core.stores.toast.getState()).toMatchObject({ open: true, message: 'Nope', variant: 'error' })
    vi.useFakeTimers()
    core.showSuccessMessage('Done')
    vi.advanceTimersByTime(200)
    vi.useRealTimers()
    expect(core.stores.toast.getState()).toMatchObject({ message: 'Done', variant: 'success' })
    core.setLoading(true, 'eip155')
    expect(core.getState()).toMatchObject({ loading: true, activeChain: 'eip155' })
    expect(core.isOpen()).toBe(false)
    await core.open()
    expect(core.isOpen()).toBe(true)
    expect(core.isTransactionStackEmpty()).toBe(true)
    pushTransactionStack(core.context, { onSuccess: { type: 'goBack' } })
    expect(core.isTransactionStackEmpty()).toBe(false)
    core.redirect('Networks')
    core.popTransactionStack('success')
    expect(core.isTransactionStackEmpty()).toBe(true)
    expect(core.stores.router.getState().view).toBe('Connect')
    core.redirect('Networks')
    core.replace('AllWallets')
    expect(core.stores.router.getState().history).toEqual(['Connect', 'AllWallets'])
    core.popTransactionStack('cancel')
    expect(core.isOpen()).toBe(false)
    core.destroy()
  })

  it('update features and options after creation, validated, leaving creation-only options as they were', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { core } = setup()
    core.updateFeatures({ swaps: false, socials: false })
    expect(core.stores.options.getState().features).toMatchObject({ swaps: false, socials: [] })
    core.setConnectMethodsOrder(['wallet', 'email'])
    core.setWalletFeaturesOrder(['send'])
    core.setCollapseWallets(true)
    core.setSocialsOrder(['github'])
    expect(core.getConnectMethodsOrder()).toEqual(['wallet', 'email'])
    expect(core.stores.options.getState().features).toMatchObject({
      swaps: false,
      walletFeaturesOrder: ['send'],
      collapseWallets: true,
      socials: ['github'],
    })
    core.setTermsConditionsUrl('https://terms.test')
    core.setPrivacyPolicyUrl('https://privacy.test')
    core.updateOptions({ allWallets: 'HIDE', themeMode: 'light', projectId: 'other', networks: [devnetTwo] })
    expect(core.stores.options.getState()).toMatchObject({
      termsConditionsUrl: 'https://terms.test',
      privacyPolicyUrl: 'https://privacy.test',
      allWallets: 'HIDE',
      projectId: 'demo',
      networks: [devnet, devnetTwo],
    })
    expect(core.getThemeMode()).toBe('light')
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[portico] `projectId` is set when the instance is created; it stays as it was',
      '[portico] `networks` is set when the instance is created; it stays as it was',
    ])
    expect(() => core.updateOptions({ allWallets: 'NEVER' as 'HIDE' })).toThrow(InvalidOptionsError)
    core.updateOptions({ enableBar: true } as Partial<AppKitOptions>)
    expect(warn).toHaveBeenLastCalledWith('[portico] unknown option `enableBar` is ignored')
    core.updateOptions({ themeVariables: { '--w3m-accent': '#ff0000' } })
    expect(core.getThemeVariables()).toMatchObject({ '--w3m-accent': '#ff0000' })
    core.destroy()
  })

  it('give the sign-in option, no remote features, and the account type per namespace', async () => {
    const siwx = { required: false }
    const { core } = setup({ siwx, defaultAccountTypes: { bip122: 'ordinal' } })
    expect(core.getSIWX()).toBe(siwx)
    expect(core.getRemoteFeatures()).toEqual({})
    expect(core.getPreferredAccountType('bip122')).toBe('ordinal')
    expect(core.getPreferredAccountType('eip155')).toBe('smartAccount')
    const script = createScriptedEmbeddedWallet()
    await connectEmbeddedUser(core.context, script.wallet, embeddedUser(), { silent: false })
    expect(core.getPreferredAccountType('eip155')).toBe('eoa')
    core.destroy()
  })

  it('report the embedded wallet’s user in getAccount and the account of another namespace', async () => {
    const { core } = setup()
    const script = createScriptedEmbeddedWallet()
    const accounts: unknown[] = []
    core.subscribeAccount((account) => accounts.push(account), 'eip155')
    await connectEmbeddedUser(
      core.context,
      script.wallet,
      embeddedUser({
        accounts: [
          { address: ALICE, type: 'eoa', namespace: 'eip155' },
          { address: BOB, type: 'smartAccount', namespace: 'eip155' },
          { address: 'So1ana', type: 'eoa', namespace: 'solana' },
        ],
      }),
      { silent: false },
    )
    expect(core.getAccount('eip155')).toEqual({
      address: ALICE,
      caipAddress: `eip155:31337:${ALICE}`,
      isConnected: true,
      status: 'connected',
      allAccounts: [
        { namespace: 'eip155', address: ALICE, type: 'eoa' },
        { namespace: 'eip155', address: BOB, type: 'smartAccount' },
      ],
      embeddedWalletInfo: {
        user: { email: 'ada@example.com', username: undefined },
        authProvider: 'email',
        accountType: 'eoa',
        isSmartAccountDeployed: false,
      },
    })
    expect(accounts.at(-1)).toMatchObject({ isConnected: true, address: ALICE })
    expect(core.getAccount('solana')).toMatchObject({
      isConnected: false,
      status: 'disconnected',
      allAccounts: [],
    })
    core.destroy()
  })

  it('list connections and recent ones, switch between installed wallets and forget a recent one', async () => {
    const { core } = setup()
    await core.ready()
    const changes: unknown[] = []
    core.subscribeConnections((connections) => changes.push(connections))
    await core.connect(DEV_WALLET_RDNS)
    expect(core.getConnections()).toEqual([
      {
        connectorId: DEV_WALLET_RDNS,
        name: 'Portico Dev Wallet',
        icon: 'data:image/svg+xml,<svg/>',
        networkIcon: undefined,
        accounts: [{ address: ALICE, type: 'eoa' }],
        caipNetwork: devnet,
        auth: undefined,
      },
    ])
    const switched = await core.switchConnection({ connection: { connectorId: OTHER_RDNS } })
    expect(switched.address).toBe(BOB)
    expect(core.getConnections('eip155').map(({ connectorId }) => connectorId)).toEqual([OTHER_RDNS])
    expect(core.getRecentConnections('eip155')).toMatchObject([
      { connectorId: DEV_WALLET_RDNS, accounts: [{ address: ALICE }] },
    ])
    expect(core.getRecentConnections('solana')).toEqual([])
    core.deleteConnection({ address: ALICE.toLowerCase(), connectorId: DEV_WALLET_RDNS })
    expect(core.getRecentConnections()).toEqual([])
    expect(changes.length).toBeGreaterThan(0)
    core.destroy()
  })

  it('resetWcConnection clears a pairing in progress', () => {
    const { core } = setup()
    core.stores.walletConnection.setState({ uri: 'wc:abc@2', pairingExpiry: Date.now() + 60_000 })
    core.resetWcConnection()
    expect(core.stores.walletConnection.getState()).toMatchObject({
      uri: undefined,
      pairingExpiry: undefined,
    })
    core.destroy()
  })

  it('follow and set the network the AppKit way, and add or remove networks by namespace', async () => {
    const { core } = setup({ adapters: [] })
    const networks: unknown[] = []
    core.subscribeCaipNetworkChange((network) => networks.push(network?.caipNetworkId))
    await core.setCaipNetwork(devnetTwo)
    expect(networks).toEqual(['eip155:31338'])
    expect(() => core.removeNetwork('eip155', 31338)).toThrow("Adapter for namespace eip155 doesn't exist")
    expect(() => core.addNetwork('eip155', devnet)).toThrow("Adapter for namespace eip155 doesn't exist")
    core.destroy()
  })
})
