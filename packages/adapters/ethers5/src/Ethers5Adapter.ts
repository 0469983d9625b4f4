import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type {
  AdapterCapabilities,
  AdapterConnector,
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
  ChainAdapter,
  ChainAdapterEvent,
  ChainAdapterListener,
  HexString,
} from '@portico/core'
import type { ConnectReturnType } from './actions/connect.ts'
import { createAdapterEvents } from './events/createAdapterEvents.ts'
import type { EthersAdapterSession } from './session.ts'

// ethers is large: every action that needs it loads on first use, so the adapter adds little to the page's first
// load (size budget, issue 15).
const loadConnect = () => import('./actions/connect.ts')
const loadDisconnect = () => import('./actions/disconnect.ts')
const loadSwitchNetwork = () => import('./actions/switchNetwork.ts')
const loadBalance = () => import('./actions/getBalance.ts')
const loadSignMessage = () => import('./actions/signMessage.ts')
const loadSignTypedData = () => import('./actions/signTypedData.ts')
const loadSendTransaction = () => import('./actions/sendTransaction.ts')
const loadEstimateGas = () => import('./actions/estimateGas.ts')
const loadWriteContract = () => import('./actions/writeContract.ts')
const loadCapabilities = () => import('./actions/getCapabilities.ts')
const loadSendCalls = () => import('./actions/sendCalls.ts')

/** Options of {@link Ethers5Adapter}; all optional, as in AppKit's `new Ethers5Adapter()`. */
export interface Ethers5AdapterOptions {
  /** Networks the adapter serves; default: the `networks` given to `createAppKit`. */
  networks?: readonly CaipNetwork[]
  /** Connectors `connect({ connectorId })` looks in, read at each call (e.g. core's connectors store). */
  getConnectors?: () => readonly AdapterConnector[]
}

const evmOnly = (networks: readonly CaipNetwork[]) =>
  networks.filter((network) => network.chainNamespace === 'eip155')

/**
 * Portico's EVM chain adapter on ethers 5, the counterpart of AppKit's `Ethers5Adapter`: balances through an
 * ethers 5 `StaticJsonRpcProvider` on each network's RPC; signing, typed data (`_signTypedData`), sending and
 * contract writes through an ethers 5 `JsonRpcSigner` over the connected wallet's EIP-1193 provider; chain switching (with the
 * `wallet_addEthereumChain` fallback), EIP-5792 capabilities and batches as raw wallet requests. Wallet errors
 * come out as `@portico/common`'s named errors with the §8 texts and the wallet's RPC code.
 *
 * The app keeps using ethers on the provider `useAppKitProvider('eip155')` returns.
 *
 * @example
 * import { Ethers5Adapter } from '@portico/adapter-ethers5'
 * import { createAppKit, useAppKitProvider } from '@portico/react'
 * import { ethers } from 'ethers'
 *
 * createAppKit({ adapters: [new Ethers5Adapter()], networks: [mainnet, base], projectId, metadata })
 *
 * // in a component:
 * const { walletProvider } = useAppKitProvider<ethers.providers.ExternalProvider>('eip155')
 * const signer = new ethers.providers.Web3Provider(walletProvider!).getSigner()
 * await signer.signMessage('Hello from Portico')
 */
export class Ethers5Adapter implements ChainAdapter {
  /** Namespace served: `eip155`. */
  readonly namespace: ChainNamespace = 'eip155'
  readonly #session: EthersAdapterSession

  constructor({ networks = [], getConnectors = () => [] }: Ethers5AdapterOptions = {}) {
    this.#session = {
      networks: evmOnly(networks),
      getConnectors,
      events: createAdapterEvents(),
      provider: undefined,
      accounts: [],
      chainId: undefined,
      stopWatching: undefined,
    }
  }

  /** eip155 networks the adapter serves: the constructor's, else those `createAppKit` was given. */
  get networks(): readonly CaipNetwork[] {
    return this.#session.networks
  }

  /**
   * Called by `createAppKit` with the app's networks; kept only when the constructor was given none.
   *
   * @example
   * adapter.setNetworks([porticoDevnet, porticoDevnetTwo])
   */
  setNetworks(networks: readonly CaipNetwork[]): void {
    if (this.#session.networks.length === 0) this.#session.networks = evmOnly(networks)
  }

  /** Asks the wallet for its accounts and chain, then follows its events. */
  async connect(parameters: AdapterConnectParameters): Promise<ConnectReturnType> {
    return (await loadConnect()).connect(this.#session, parameters)
  }

  /** Revokes the wallet's account permission where it can and forgets it. */
  async disconnect(parameters?: AdapterDisconnectParameters): Promise<void> {
    return (await loadDisconnect()).disconnect(this.#session, parameters)
  }

  /** Native balance of `address` on `caipNetwork`, read with an ethers 5 `StaticJsonRpcProvider`. */
  async getBalance(parameters: AdapterGetBalanceParameters): Promise<AdapterGetBalanceReturnType> {
    return (await loadBalance()).getBalance(parameters)
  }

  /** Moves the wallet to `caipNetwork` (§5 rule; `wallet_addEthereumChain` on 4902). */
  async switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void> {
    return (await loadSwitchNetwork()).switchNetwork(this.#session, parameters)
  }

  /** Signs a text message with ethers' `signer.signMessage`. */
  async signMessage(parameters: AdapterSignMessageParameters): Promise<HexString> {
    return (await loadSignMessage()).signMessage(this.#session, parameters)
  }

  /** Signs EIP-712 typed data with ethers 5's `signer._signTypedData`. */
  async signTypedData(parameters: AdapterSignTypedDataParameters): Promise<HexString> {
    return (await loadSignTypedData()).signTypedData(this.#session, parameters)
  }

  /** Sends a transaction through the wallet; resolves to its hash. */
  async sendTransaction(parameters: AdapterSendTransactionParameters): Promise<HexString> {
    return (await loadSendTransaction()).sendTransaction(this.#session, parameters)
  }

  /** Gas the transaction would use, estimated through the wallet's provider. */
  async estimateGas(parameters: Omit<AdapterSendTransactionParameters, 'gasPrice'>): Promise<bigint> {
    return (await loadEstimateGas()).estimateGas(this.#session, parameters)
  }

  /** Calls a contract function through the wallet with an ethers `Contract`; resolves to the hash. */
  async writeContract(parameters: AdapterWriteContractParameters): Promise<HexString> {
    return (await loadWriteContract()).writeContract(this.#session, parameters)
  }

  /** The wallet's EIP-5792 capabilities for `address` (required, §5). */
  async getCapabilities(address?: string): Promise<AdapterCapabilities> {
    return (await loadCapabilities()).getCapabilities(this.#session, address)
  }

  /** Sends a batch of calls with EIP-5792 `wallet_sendCalls`; resolves to the batch id. */
  async sendCalls(parameters: AdapterSendCallsParameters): Promise<string> {
    return (await loadSendCalls()).sendCalls(this.#session, parameters)
  }

  /** Listens to the connected wallet's account, chain and disconnect events; returns the stop function. */
  on<E extends ChainAdapterEvent>(event: E, listener: ChainAdapterListener<E>): () => void {
    return this.#session.events.on(event, listener)
  }
}
