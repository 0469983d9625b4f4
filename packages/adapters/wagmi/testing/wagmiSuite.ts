// One suite run on wagmi 3 (src/WagmiAdapter.test.ts) and on wagmi 2 (src/WagmiAdapter.v2.test.ts, where
// '@wagmi/core' is the npm alias @wagmi/core-v2): core, the WagmiAdapter, two real devnet chains and the Portico Dev
// Wallet, offered to wagmi as an injected connector and announced to core under the same rdns.
import { SwitchChainNotApprovedError, UserRejectedRequestError } from '@portico/common'
import {
  createAppKitCore,
  createMemoryStorage,
  WALLET_CONNECT_CONNECTOR_ID,
  type AnnouncedProviderSource,
  type AppKitCore,
  type StorageLike,
} from '@portico/core'
import { devnetAccounts, devnetToken, erc20Abi, porticoDevnet } from '@portico/devnet'
import { createDevWalletProvider } from '@portico/wallet'
import type * as WagmiCore from '@wagmi/core'
import {
  createPublicClient,
  http,
  parseUnits,
  verifyMessage,
  verifyTypedData,
  type EIP1193Provider,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startWalletOnDevnets, type WalletOnDevnets } from '@portico/adapter-conformance/testing'
import { WagmiAdapter } from '../src/WagmiAdapter.ts'

const RDNS = 'io.portico.devwallet'

function announcing(provider: EIP1193Provider): AnnouncedProviderSource {
  const detail = { info: { rdns: RDNS, uuid: 'dev-1', name: 'Portico Dev Wallet', icon: 'data:,' }, provider }
  return { subscribe: (listener) => (listener([detail] as never, {} as never), () => undefined) }
}

/** wagmi's "who is connected": getConnection in wagmi 3, getAccount in wagmi 2. */
function connectionOf(wagmi: typeof WagmiCore, config: WagmiCore.Config) {
  const read = 'getConnection' in wagmi ? wagmi.getConnection : (wagmi as typeof WagmiCore).getAccount
  return read(config)
}

/**
 * Runs the WagmiAdapter suite with the given '@wagmi/core' module.
 *
 * @example
 * describeWagmiAdapter('wagmi 3', await import('@wagmi/core'))
 */
export function describeWagmiAdapter(label: string, wagmi: typeof WagmiCore, major: number): void {
  let world: WalletOnDevnets
  beforeAll(async () => {
    // wagmi's injected connector looks for its wallet only where there is a window (a page).
    vi.stubGlobal('window', new EventTarget())
    // The suite builds its adapters in load(), over storages it keeps across a reload.
    world = await startWalletOnDevnets(
      7,
      (networks) => new WagmiAdapter({ networks, projectId: 'wagmi-test' }),
    )
  })
  afterAll(async () => {
    vi.unstubAllGlobals()
    await world?.stop()
  })

  /** A page load: a new adapter and a new core over the given (or fresh) storages. */
  function load(storages: { wagmi?: WagmiCore.Storage; core?: StorageLike } = {}) {
    const wagmiStorage =
      storages.wagmi ?? wagmi.createStorage({ storage: createMemoryStorage() as never, key: 'wagmi' })
    const coreStorage = storages.core ?? createMemoryStorage()
    const adapter = new WagmiAdapter({
      networks: [world.networkOne, world.networkTwo],
      projectId: 'wagmi-test',
      storage: wagmiStorage,
      multiInjectedProviderDiscovery: false,
      connectors: [
        wagmi.injected({
          target: () => ({ id: RDNS, name: 'Portico Dev Wallet', provider: world.provider as never }),
        }),
      ],
    })
    const core: AppKitCore = createAppKitCore(
      {
        projectId: 'wagmi-test',
        networks: [world.networkOne, world.networkTwo],
        adapters: [adapter],
        endpoints: { api: 'http://127.0.0.1:9' },
        features: { analytics: false },
      },
      { announcedProviders: announcing(world.provider), storage: coreStorage },
    )
    return {
      adapter,
      core,
      config: adapter.wagmiConfig,
      storages: { wagmi: wagmiStorage, core: coreStorage },
    }
  }

  describe(`WagmiAdapter on ${label}`, () => {
    it('runs on the wagmi major it is meant to', () => {
      expect(Number(wagmi.version.split('.')[0])).toBe(major)
    })

    it('lists each wallet once: wagmi connector and EIP-6963 announcement merged by id', async () => {
      const { core } = load()
      await vi.waitFor(() =>
        expect(core.stores.connectors.getState().connectors.map(({ id }) => id)).toEqual([RDNS]),
      )
      await core.reconnect()
      core.destroy()
    })

    it('modal connect is what wagmi reports; switch and disconnect both ways; requests through wagmi', async () => {
      const { adapter, core, config } = load()
      await core.reconnect()
      const { address, chainId } = await core.connect(RDNS)
      expect(address).toBe(world.address)
      expect(chainId).toBe(31337)
      expect(connectionOf(wagmi, config)).toMatchObject({
        status: 'connected',
        address: world.address,
        chainId: 31337,
      })

      // Modal switch → wagmi; wagmi switch → modal.
      await core.switchNetwork(world.networkTwo)
      expect(connectionOf(wagmi, config).chainId).toBe(31338)
      await wagmi.switchChain(config, { chainId: 31337 })
      await vi.waitFor(() => expect(core.getCaipAddress()).toBe(`eip155:31337:${world.address}`))

      // Signing, typed data, sending and a contract write, all through wagmi.
      const signature = await adapter.signMessage({ message: 'Portico wagmi', address })
      expect(await verifyMessage({ address: world.address, message: 'Portico wagmi', signature })).toBe(true)
      const typedData = {
        domain: { name: 'Portico', version: '1', chainId: 31337 },
        types: { Note: [{ name: 'text', type: 'string' }] },
        primaryType: 'Note',
        message: { text: 'hello' },
      } as const
      const typedSignature = await adapter.signTypedData({ address, typedData })
      expect(await verifyTypedData({ address: world.address, ...typedData, signature: typedSignature })).toBe(
        true,
      )
      const chain = createPublicClient({ transport: http(world.networkOne.rpcUrls.default.http[0]) })
      const recipient = devnetAccounts[9]!.address
      expect(await adapter.estimateGas({ address, to: recipient, value: 1n })).toBe(21_000n)
      const sent = await adapter.sendTransaction({ address, to: recipient, value: 1n })
      expect((await chain.waitForTransactionReceipt({ hash: sent })).status).toBe('success')
      const pusd = devnetToken('PUSD')
      const before = await chain.readContract({
        address: pusd.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      })
      const amount = parseUnits('1.5', pusd.decimals)
      const written = await adapter.writeContract({
        address,
        contractAddress: pusd.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, amount],
      })
      expect((await chain.waitForTransactionReceipt({ hash: written })).status).toBe('success')
      expect(
        await chain.readContract({
          address: pusd.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [recipient],
        }),
      ).toBe(before + amount)
      const { balance, symbol } = await adapter.getBalance({ address, caipNetwork: world.networkOne })
      expect(Number(balance)).toBeGreaterThan(0)
      expect(symbol).toBe(world.networkOne.nativeCurrency.symbol)

      // Modal disconnect → wagmi.
      await core.disconnect()
      expect(connectionOf(wagmi, config).status).toBe('disconnected')
      core.destroy()
    })

    it('wagmi connect shows in the modal; wagmi disconnect disconnects the modal', async () => {
      const { core, config } = load()
      await core.reconnect()
      const connector = config.connectors.find(({ id }) => id === RDNS)!
      await wagmi.connect(config, { connector })
      await vi.waitFor(() =>
        expect(core.getAccount()).toMatchObject({ isConnected: true, address: world.address }),
      )
      expect(core.stores.connection.getState().connections.eip155?.connectorId).toBe(RDNS)
      const successes = () => core.stores.events.getState()
      expect(successes().data).toMatchObject({ event: 'CONNECT_SUCCESS', properties: { reconnect: false } })

      await wagmi.disconnect(config)
      await vi.waitFor(() => expect(core.getAccount().isConnected).toBe(false))
      core.destroy()
    })

    it('reconnects after a reload once, for wagmi and the modal, without a prompt or a flicker', async () => {
      const first = load()
      await first.core.reconnect()
      await first.core.connect(RDNS)
      first.core.destroy()

      const second = load(first.storages)
      const statuses: string[] = []
      second.core.stores.account.subscribe(({ status }) => statuses.push(status))
      const requests = vi.spyOn(world.provider, 'request')
      await expect(second.core.reconnect()).resolves.toBe(true)
      expect(second.core.getAccount()).toMatchObject({ isConnected: true, address: world.address })
      expect(connectionOf(wagmi, second.config)).toMatchObject({
        status: 'connected',
        address: world.address,
      })
      expect(statuses).not.toContain('disconnected')
      const methods = requests.mock.calls.map((call) => (call[0] as { method: string }).method)
      // Restored silently: no permission prompt.
      expect(methods).not.toContain('wallet_requestPermissions')
      expect(methods).not.toContain('eth_requestAccounts')
      requests.mockRestore()
      const successes = second.core.stores.events.getState()
      expect(successes.data).toMatchObject({ event: 'CONNECT_SUCCESS', properties: { reconnect: true } })
      await second.core.disconnect()
      second.core.destroy()
    })

    it("Portico's own connector (bound as core binds a WalletConnect session) switches with core's switchEvmChain", async () => {
      // A wallet that knows only 31337, bound to the walletConnect connector the way core hands over a session.
      const onlyOne = createDevWalletProvider({
        privateKey: devnetAccounts[7]!.privateKey,
        chains: [{ id: 31337, name: porticoDevnet.name, rpcUrl: world.networkOne.rpcUrls.default.http[0]! }],
      })
      const provider = onlyOne as unknown as EIP1193Provider
      const adapter = new WagmiAdapter({
        networks: [world.networkOne, world.networkTwo],
        projectId: 'wagmi-test',
        storage: wagmi.createStorage({ storage: createMemoryStorage() as never, key: 'wagmi' }),
        multiInjectedProviderDiscovery: false,
      })
      const config = adapter.wagmiConfig
      const requests = vi.spyOn(provider, 'request')
      const methods = () => requests.mock.calls.map((call) => (call[0] as { method: string }).method)

      await adapter.connect({ provider, connectorId: WALLET_CONNECT_CONNECTOR_ID })
      expect(connectionOf(wagmi, config)).toMatchObject({
        status: 'connected',
        address: world.address,
        chainId: 31337,
        connector: { id: WALLET_CONNECT_CONNECTOR_ID },
      })

      // wagmi's side (useSwitchChain): the connector's switchChain is switchEvmChain — 4902 → add → switch.
      await wagmi.switchChain(config, { chainId: 31338 })
      expect(methods()).toEqual(
        expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
      )
      expect(methods().lastIndexOf('wallet_switchEthereumChain')).toBeGreaterThan(
        methods().indexOf('wallet_addEthereumChain'),
      )
      expect(await onlyOne.request({ method: 'eth_chainId' })).toBe('0x7a6a')
      expect(connectionOf(wagmi, config).chainId).toBe(31338)

      // The modal's side, and a declined switch named by core (4001).
      await adapter.switchNetwork({ caipNetwork: world.networkOne })
      expect(connectionOf(wagmi, config).chainId).toBe(31337)
      requests.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
      await expect(wagmi.switchChain(config, { chainId: 31338 })).rejects.toThrow(UserRejectedRequestError)
      expect(connectionOf(wagmi, config).chainId).toBe(31337)

      await adapter.disconnect()
      expect(connectionOf(wagmi, config).status).toBe('disconnected')
      requests.mockRestore()
    })

    it('names wallet errors with the exact texts', async () => {
      const { adapter, core } = load()
      await core.reconnect()
      await core.connect(RDNS)
      const unknown = { ...world.networkTwo, id: 99_999, caipNetworkId: 'eip155:99999' as const }
      const refused = adapter.switchNetwork({ caipNetwork: unknown })
      await expect(refused).rejects.toThrow(SwitchChainNotApprovedError)
      await expect(refused).rejects.toThrow(
        'Failed to switch to chain eip155:99999. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.',
      )
      await expect(
        adapter.switchNetwork({ caipNetwork: world.networkTwo, walletMethods: ['personal_sign'] }),
      ).rejects.toThrow(SwitchChainNotApprovedError)
      const declined = vi
        .spyOn(world.provider, 'request')
        .mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
      await expect(adapter.signMessage({ message: 'no', address: world.address })).rejects.toThrow(
        UserRejectedRequestError,
      )
      declined.mockRestore()
      await core.disconnect()
      await expect(adapter.signMessage({ message: 'x', address: world.address })).rejects.toThrow(
        'Please call connect() before request()',
      )
      core.destroy()
    })
  })
}
