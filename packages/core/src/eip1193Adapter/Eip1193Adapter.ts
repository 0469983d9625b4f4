import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type { AdapterConnector } from '../adapters/AdapterConnector.ts'
import type { ChainAdapter } from '../adapters/ChainAdapter.ts'
import type { ChainAdapterEvent, ChainAdapterListener } from '../adapters/chainAdapterEvents.ts'
import type {
  AdapterCapabilities,
  AdapterConnectParameters,
  AdapterDisconnectParameters,
  AdapterGetBalanceParameters,
  AdapterGetBalanceReturnType,
  AdapterSendCallsParameters,
  AdapterSendTransactionParameters,
  AdapterSignMessageParameters,
  AdapterSignTypedDataParameters,
  AdapterSwitchNetworkParameters,
  AdapterWriteContractParameters,
  HexString,
} from '../adapters/chainAdapterParameters.ts'
import type { Eip1193ConnectReturnType } from './connectWallet.ts'
import { createAdapterEvents } from './createAdapterEvents.ts'
import type { Eip1193AdapterSession } from './eip1193AdapterSession.ts'

// The wallet actions load on first use, so an adapter adds little to the page's first load (size budget, issue 15).
const loadConnect = () => import('./connectWallet.ts')
const loadDisconnect = () => import('./disconnectWallet.ts')
const loadSwitch = () => import('./switchWalletNetwork.ts')
const loadBatches = () => import('./walletBatches.ts')

/** Options of an {@link Eip1193Adapter}: what the app gives the adapter. */
export interface Eip1193AdapterOptions {
  /** Networks the adapter serves (those outside eip155 are left out); default: those `createAppKit` is given. */
  networks?: readonly CaipNetwork[]
  /** Connectors `connect({ connectorId })` looks in, read at each call (e.g. core's connectors store). */
  getConnectors?: () => readonly AdapterConnector[]
}

/** What an EVM adapter does with its chain library, each action given the adapter's session. */
export interface Eip1193LibraryActions {
  /** Native balance of `address` on `caipNetwork`, read over the network's RPC. */
  getBalance(parameters: AdapterGetBalanceParameters): Promise<AdapterGetBalanceReturnType>
  /** Signs a text message (EIP-191 `personal_sign`). */
  signMessage(session: Eip1193AdapterSession, parameters: AdapterSignMessageParameters): Promise<HexString>
  /** Signs EIP-712 typed data (`eth_signTypedData_v4`). */
  signTypedData(
    session: Eip1193AdapterSession,
    parameters: AdapterSignTypedDataParameters,
  ): Promise<HexString>
  /** Sends a transaction through the wallet; resolves to its hash. */
  sendTransaction(
    session: Eip1193AdapterSession,
    parameters: AdapterSendTransactionParameters,
  ): Promise<HexString>
  /** Gas the transaction would use. */
  estimateGas(
    session: Eip1193AdapterSession,
    parameters: Omit<AdapterSendTransactionParameters, 'gasPrice'>,
  ): Promise<bigint>
  /** Calls a state-changing contract function through the wallet; resolves to the transaction hash. */
  writeContract(
    session: Eip1193AdapterSession,
    parameters: AdapterWriteContractParameters,
  ): Promise<HexString>
}

/** The chain library an {@link Eip1193Adapter} is built on. */
export interface Eip1193Library {
  /** The adapter's name in logs, e.g. 'ethers adapter'. */
  label: string
  /** Loads the library's actions on first use (an `import()` of the adapter's module), so the page does not. */
  loadActions: () => Promise<Eip1193LibraryActions>
}

const evmOnly = (networks: readonly CaipNetwork[]) =>
  networks.filter((network) => network.chainNamespace === 'eip155')

/**
 * An EVM {@link ChainAdapter} over any EIP-1193 wallet, built on a chain library (ADR 0020). What needs no library
 * is here, shared by Portico's viem, ethers 6 and ethers 5 adapters: connecting (`eth_requestAccounts`, or
 * `eth_accounts` when silent; the switch asked for, a refusal returned as `chainSwitchError`), following the
 * wallet's `accountsChanged` / `chainChanged` / `disconnect`, disconnecting (`wallet_revokePermissions` where
 * supported), switching with `switchEvmChain`, and EIP-5792 capabilities and batches as raw wallet requests with
 * §8's named errors. Balances, signing, typed data, sending, gas and contract writes are the library's
 * ({@link Eip1193LibraryActions}). Both load on first use.
 *
 * @example
 * export class EthersAdapter extends Eip1193Adapter {
 *   constructor(options: Eip1193AdapterOptions = {}) {
 *     super(options, { label: 'ethers adapter', loadActions: () => import('./ethersActions.ts') })
 *   }
 * }
 * const adapter = new EthersAdapter({ networks: [mainnet, base] })
 * await adapter.connect({ provider: window.ethereum })
 */
export class Eip1193Adapter implements ChainAdapter {
  /** Namespace served: `eip155`. */
  readonly namespace: ChainNamespace = 'eip155'
  /** The adapter's configuration and connected wallet, handed to every action. */
  protected readonly session: Eip1193AdapterSession
  readonly #loadActions: () => Promise<Eip1193LibraryActions>

  constructor(
    { networks = [], getConnectors = () => [] }: Eip1193AdapterOptions,
    { label, loadActions }: Eip1193Library,
  ) {
    this.#loadActions = loadActions
    this.session = {
      networks: evmOnly(networks),
      getConnectors,
      events: createAdapterEvents(label),
      provider: undefined,
      accounts: [],
      chainId: undefined,
      stopWatching: undefined,
    }
  }

  /** eip155 networks the adapter serves: the constructor's, else those `createAppKit` was given. */
  get networks(): readonly CaipNetwork[] {
    return this.session.networks
  }

  /**
   * Called by `createAppKit` with the app's networks; kept only when the constructor was given none.
   *
   * @example
   * adapter.setNetworks([porticoDevnet, porticoDevnetTwo])
   */
  setNetworks(networks: readonly CaipNetwork[]): void {
    if (this.session.networks.length === 0) this.session.networks = evmOnly(networks)
  }

  /** Asks the wallet for its accounts and chain, then follows its events (see `connectWallet`). */
  async connect(parameters: AdapterConnectParameters): Promise<Eip1193ConnectReturnType> {
    return (await loadConnect()).connectWallet(this.session, parameters)
  }

  /** Revokes the wallet's account permission where it can and forgets it. */
  async disconnect(parameters?: AdapterDisconnectParameters): Promise<void> {
    return (await loadDisconnect()).disconnectWallet(this.session, parameters)
  }

  /** Moves the wallet to `caipNetwork` (§5 rule; `wallet_addEthereumChain` on 4902). */
  async switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void> {
    return (await loadSwitch()).switchWalletNetwork(this.session, parameters)
  }

  /** The wallet's EIP-5792 capabilities for `address` (required, §5). */
  async getCapabilities(address?: string): Promise<AdapterCapabilities> {
    return (await loadBatches()).getWalletCapabilities(this.session, address)
  }

  /** Sends a batch of calls with EIP-5792 `wallet_sendCalls`; resolves to the batch id. */
  async sendCalls(parameters: AdapterSendCallsParameters): Promise<string> {
    return (await loadBatches()).sendWalletCalls(this.session, parameters)
  }

  /** Listens to the connected wallet's account, chain and disconnect events; returns the stop function. */
  on<E extends ChainAdapterEvent>(event: E, listener: ChainAdapterListener<E>): () => void {
    return this.session.events.on(event, listener)
  }

  /** Native balance of `address` on `caipNetwork`, read over the network's RPC by the library. */
  async getBalance(parameters: AdapterGetBalanceParameters): Promise<AdapterGetBalanceReturnType> {
    return (await this.#loadActions()).getBalance(parameters)
  }

  /** Signs a text message (EIP-191 `personal_sign`) through the library. */
  async signMessage(parameters: AdapterSignMessageParameters): Promise<HexString> {
    return (await this.#loadActions()).signMessage(this.session, parameters)
  }

  /** Signs EIP-712 typed data (`eth_signTypedData_v4`) through the library. */
  async signTypedData(parameters: AdapterSignTypedDataParameters): Promise<HexString> {
    return (await this.#loadActions()).signTypedData(this.session, parameters)
  }

  /** Sends a transaction through the wallet; resolves to its hash. */
  async sendTransaction(parameters: AdapterSendTransactionParameters): Promise<HexString> {
    return (await this.#loadActions()).sendTransaction(this.session, parameters)
  }

  /** Gas the transaction would use. */
  async estimateGas(parameters: Omit<AdapterSendTransactionParameters, 'gasPrice'>): Promise<bigint> {
    return (await this.#loadActions()).estimateGas(this.session, parameters)
  }

  /** Calls a state-changing contract function through the wallet; resolves to the transaction hash. */
  async writeContract(parameters: AdapterWriteContractParameters): Promise<HexString> {
    return (await this.#loadActions()).writeContract(this.session, parameters)
  }
}
