import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type { AdapterConnector } from './AdapterConnector.ts'
import type { AdapterConnection, ChainAdapterEvent, ChainAdapterListener } from './chainAdapterEvents.ts'
import type {
  AdapterCapabilities,
  AdapterConnectParameters,
  AdapterConnectReturnType,
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
} from './chainAdapterParameters.ts'

/**
 * What `core` asks of the code that talks to one chain namespace (ARCHITECTURE: adapters plug into core through
 * this interface; core never imports an adapter). Every method rejects with a named `PorticoError`.
 *
 * @example
 * const adapter: ChainAdapter = createEvmAdapter({ networks: [porticoDevnet] })
 * const { address, chainId } = await adapter.connect({ provider: window.ethereum })
 * const stop = adapter.on('chainChanged', ({ caipNetworkId }) => console.log(caipNetworkId))
 */
export interface ChainAdapter {
  /** Namespace served, e.g. `eip155`. */
  readonly namespace: ChainNamespace
  /** Networks of that namespace the app configured. */
  readonly networks: readonly CaipNetwork[]
  /**
   * Optional: `createAppKit` hands the app's networks to each adapter, for adapters built without any (AppKit's
   * `new EthersAdapter()`).
   */
  setNetworks?(networks: readonly CaipNetwork[]): void
  /** Asks the wallet for its accounts and chain, then follows its events until disconnected. */
  connect(parameters: AdapterConnectParameters): Promise<AdapterConnectReturnType>
  /** Revokes the wallet's permission where it supports that and stops following it (§4: per namespace). */
  disconnect(parameters?: AdapterDisconnectParameters): Promise<void>
  /** Native balance of `address` read over the network's RPC. */
  getBalance(parameters: AdapterGetBalanceParameters): Promise<AdapterGetBalanceReturnType>
  /** Moves the wallet to `caipNetwork` (§5 chain-switch rule). */
  switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void>
  /** Signs a text message; resolves to the signature. */
  signMessage(parameters: AdapterSignMessageParameters): Promise<HexString>
  /**
   * Optional (every eip155 adapter has it): signs EIP-712 typed data; resolves to the signature.
   */
  signTypedData?(parameters: AdapterSignTypedDataParameters): Promise<HexString>
  /** Sends a transaction through the wallet; resolves to its hash. */
  sendTransaction(parameters: AdapterSendTransactionParameters): Promise<HexString>
  /** Gas the transaction would use. */
  estimateGas(parameters: Omit<AdapterSendTransactionParameters, 'gasPrice'>): Promise<bigint>
  /** Calls a state-changing contract function through the wallet; resolves to the transaction hash. */
  writeContract(parameters: AdapterWriteContractParameters): Promise<HexString>
  /**
   * Optional (every eip155 adapter has it): sends a batch of calls through EIP-5792 `wallet_sendCalls`;
   * resolves to the batch id the wallet returned.
   */
  sendCalls?(parameters: AdapterSendCallsParameters): Promise<string>
  /** The wallet's EIP-5792 capabilities for `address` (§5: the address is required). */
  getCapabilities(address?: string): Promise<AdapterCapabilities>
  /**
   * Optional: the account's profile from the chain's own name service (e.g. ENS), used by identity sync when
   * the API has none (§4).
   */
  getProfile?(parameters: {
    address: string
    chainId: number | string
  }): Promise<{ name?: string; avatar?: string }>
  /**
   * Optional: the wallets the adapter's library knows (e.g. wagmi's connectors), reported now and on every change.
   * When the namespace's adapter has it, core lists these wallets in the modal, merged by id with the EIP-6963
   * wallets core discovered itself, so each wallet is shown once.
   *
   * @returns A function that stops watching.
   */
  watchConnectors?(listener: (connectors: readonly AdapterConnector[]) => void): () => void
  /**
   * Optional: restores the connection of an earlier visit through the adapter's library (e.g. wagmi's
   * `reconnect`), without prompting. Core awaits it instead of asking the saved wallets itself (WalletConnect
   * and the embedded wallet are still restored by core). Resolves to the restored connection, if any.
   */
  reconnect?(): Promise<AdapterConnection | undefined>
  /** Listens to the connected wallet; returns a function that stops listening. */
  on<E extends ChainAdapterEvent>(event: E, listener: ChainAdapterListener<E>): () => void
}
