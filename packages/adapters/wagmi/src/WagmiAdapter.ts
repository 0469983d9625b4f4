import { InvalidOptionsError, type CaipNetwork } from '@portico/common'
import {
  AUTH_CONNECTOR_ID,
  createAdapterEvents,
  WALLET_CONNECT_CONNECTOR_ID,
  type AdapterConnector,
  type ChainAdapter,
  type ChainAdapterEvent,
  type ChainAdapterListener,
} from '@portico/core'
import {
  createConfig,
  http,
  watchConnectors,
  type Config,
  type CreateConfigParameters,
  type CreateConnectorFn,
  type Transport,
} from '@wagmi/core'
import type { Chain, EIP1193Provider } from 'viem'
import { watchWagmiState } from './bridge/watchWagmiState.ts'
import { porticoConnector, type PorticoConnectorBinding } from './connectors/porticoConnector.ts'
import { toAdapterConnector } from './connectors/toAdapterConnector.ts'
import type { WagmiSession } from './session.ts'
import { toWagmiChain } from './toWagmiChain.ts'

// Wallet requests need most of wagmi's actions and viem's clients: they load on first use, so the adapter adds
// little to the page's first load (size budget, issue 15).
const loadConnection = () => import('./actions/connection.ts')
const loadRequests = () => import('./actions/requests.ts')
const loadBalance = () => import('./actions/getBalance.ts')
const loadSwitch = () => import('./actions/switchNetwork.ts')

/** wagmi `createConfig` options the adapter passes through as given. */
type PassedConfigOptions = Pick<
  CreateConfigParameters,
  | 'ssr'
  | 'storage'
  | 'multiInjectedProviderDiscovery'
  | 'syncConnectedChain'
  | 'batch'
  | 'cacheTime'
  | 'pollingInterval'
>

/** Options of {@link WagmiAdapter}: AppKit's, plus any other wagmi `createConfig` option. */
export interface WagmiAdapterOptions extends Partial<PassedConfigOptions> {
  /** Networks the app uses; the eip155 ones become wagmi's chains, in order. */
  networks: readonly CaipNetwork[]
  /** The app's project id (the same as `createAppKit`'s). */
  projectId: string
  /** Transports by chain id; a network without one uses `http()` to its first RPC URL. */
  transports?: Record<number, Transport> | undefined
  /** The app's own wagmi connectors; Portico adds its WalletConnect and embedded-wallet connectors. */
  connectors?: readonly CreateConnectorFn[] | undefined
}

/** Portico's own connectors in the wagmi config, by core's connector id. */
const PORTICO_CONNECTORS = [
  { id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'walletConnect' },
  { id: AUTH_CONNECTOR_ID, name: 'Email wallet', type: 'portico-auth' },
] as const

/**
 * Portico's wagmi adapter (AppKit's `WagmiAdapter`): builds the wagmi config the app hands to `WagmiProvider`,
 * and keeps the modal and wagmi on one connection. Connecting, switching and disconnecting from the modal is what
 * wagmi's hooks report; `connect`, `switchChain` and `disconnect` from wagmi show in the modal. The modal lists
 * wagmi's connectors (EIP-6963 wallets, `injected()`, the app's own), plus WalletConnect over Portico's relay and
 * the embedded wallet as wagmi connectors. Works with wagmi 2 and 3.
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({
 *   networks, projectId, ssr: true, storage: createStorage({ storage: cookieStorage }),
 * })
 * createAppKit({ adapters: [wagmiAdapter], networks, projectId, metadata })
 * // <WagmiProvider config={wagmiAdapter.wagmiConfig}>…</WagmiProvider>
 */
export class WagmiAdapter implements ChainAdapter {
  /** Always `eip155`. */
  readonly namespace = 'eip155'
  /** The eip155 networks of the options. */
  readonly networks: readonly CaipNetwork[]
  /** The wagmi config: pass it to `WagmiProvider` and wagmi's actions. */
  readonly wagmiConfig: Config
  readonly #session: WagmiSession

  /**
   * @throws {InvalidOptionsError} when no eip155 network is given (wagmi needs at least one chain).
   */
  constructor({
    networks,
    projectId: _projectId,
    transports = {},
    connectors = [],
    ...rest
  }: WagmiAdapterOptions) {
    this.networks = networks.filter((network) => network.chainNamespace === 'eip155')
    const chains = this.networks.map(toWagmiChain)
    const [first, ...others] = chains
    if (!first)
      throw new InvalidOptionsError({ option: 'networks', problem: 'needs at least one eip155 network' })
    const bindings = new Map<string, PorticoConnectorBinding>(
      PORTICO_CONNECTORS.map(({ id }) => [id, { provider: undefined }]),
    )
    this.wagmiConfig = createConfig({
      ...rest,
      chains: [first, ...others] as [Chain, ...Chain[]],
      connectors: [
        ...connectors,
        ...PORTICO_CONNECTORS.map((connector) =>
          porticoConnector({
            ...connector,
            networks: this.networks,
            binding: bindings.get(connector.id) as PorticoConnectorBinding,
          }),
        ),
      ],
      transports: Object.fromEntries(
        chains.map((chain) => [chain.id, transports[chain.id] ?? http(chain.rpcUrls.default.http[0])]),
      ),
    })
    this.#session = {
      config: this.wagmiConfig,
      networks: this.networks,
      events: createAdapterEvents('wagmi adapter'),
      bindings,
      own: { connects: 0, disconnects: 0 },
    }
    watchWagmiState(this.#session)
  }

  connect: ChainAdapter['connect'] = async (parameters) =>
    (await loadConnection()).connect(this.#session, parameters)

  disconnect: ChainAdapter['disconnect'] = async () => (await loadConnection()).disconnect(this.#session)

  reconnect: NonNullable<ChainAdapter['reconnect']> = async () =>
    (await loadConnection()).reconnect(this.#session)

  switchNetwork: ChainAdapter['switchNetwork'] = async (parameters) =>
    (await loadSwitch()).switchNetwork(this.#session, parameters)

  getBalance: ChainAdapter['getBalance'] = async (parameters) =>
    (await loadBalance()).getBalance(this.#session, parameters)

  signMessage: ChainAdapter['signMessage'] = async (parameters) =>
    (await loadRequests()).signMessage(this.#session, parameters)

  signTypedData: NonNullable<ChainAdapter['signTypedData']> = async (parameters) =>
    (await loadRequests()).signTypedData(this.#session, parameters)

  sendTransaction: ChainAdapter['sendTransaction'] = async (parameters) =>
    (await loadRequests()).sendTransaction(this.#session, parameters)

  estimateGas: ChainAdapter['estimateGas'] = async (parameters) =>
    (await loadRequests()).estimateGas(this.#session, parameters)

  writeContract: ChainAdapter['writeContract'] = async (parameters) =>
    (await loadRequests()).writeContract(this.#session, parameters)

  sendCalls: NonNullable<ChainAdapter['sendCalls']> = async (parameters) =>
    (await loadRequests()).sendCalls(this.#session, parameters)

  getCapabilities: ChainAdapter['getCapabilities'] = async (address) =>
    (await loadRequests()).getCapabilities(this.#session, address)

  /**
   * Reports wagmi's connectors (minus Portico's own, which the modal shows as WalletConnect and email/social)
   * with the provider each resolves, now and whenever wagmi's list changes.
   *
   * @example
   * const stop = wagmiAdapter.watchConnectors((connectors) => console.log(connectors.map(({ id }) => id)))
   */
  watchConnectors(listener: (connectors: readonly AdapterConnector[]) => void): () => void {
    const config = this.wagmiConfig
    const own = new Set<string>(PORTICO_CONNECTORS.map(({ id }) => id))
    let latest = 0
    const report = async () => {
      const run = ++latest
      const listed = await Promise.all(
        config.connectors
          .filter((connector) => !own.has(connector.id))
          .map(async (connector) => {
            const provider = (await connector.getProvider().catch(() => undefined)) as
              EIP1193Provider | undefined
            return provider ? toAdapterConnector(connector, provider) : undefined
          }),
      )
      // A slower, older report never overwrites a newer one.
      if (run === latest) listener(listed.filter((connector) => connector !== undefined))
    }
    const failed = (error: unknown) => console.error('[portico] wagmi connectors could not be listed', error)
    report().catch(failed)
    return watchConnectors(config, { onChange: () => void report().catch(failed) })
  }

  on<E extends ChainAdapterEvent>(event: E, listener: ChainAdapterListener<E>): () => void {
    return this.#session.events.on(event, listener)
  }
}
