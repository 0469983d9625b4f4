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

/** Options of an {@link Eip1193Adapter}. */
export interface Eip1193AdapterOptions {
  /** Networks the adapter serves (those outside eip155 are left out); default: those `createAppKit` is given. */
  networks?: readonly CaipNetwork[]
  /** Connectors `connect({ connectorId })` looks in, read at each call (e.g. core's connectors store). */
  getConnectors?: () => readonly AdapterConnector[]
  /** The adapter's name in logs, e.g. 'ethers adapter'. */
  label?: string
}

const evmOnly = (networks: readonly CaipNetwork[]) =>
  networks.filter((network) => network.chainNamespace === 'eip155')

/**
 * The part of an EVM {@link ChainAdapter} that needs no chain library, shared by Portico's viem, ethers 6 and
 * ethers 5 adapters over any EIP-1193 wallet (ADR 0020): connecting (`eth_requestAccounts`, `eth_accounts` when
 * silent, the switch asked for with `chainSwitchError` on refusal), following the wallet's `accountsChanged` /
 * `chainChanged` / `disconnect`, disconnecting (`wallet_revokePermissions` where supported), switching with
 * `switchEvmChain`, and EIP-5792 capabilities and batches as raw wallet requests with §8's named errors. Each
 * adapter adds what its library does (balances, signing, typed data, sending, gas, contract writes) through
 * {@link Eip1193Adapter.session}. The wallet actions load on first use.
 *
 * @example
 * class MyAdapter extends Eip1193Adapter {
 *   async signMessage({ message, address, provider }: AdapterSignMessageParameters) {
 *     const wallet = requireProvider(this.session, provider)
 *     return (await wallet.request({ method: 'personal_sign', params: [toHex(message), address] })) as HexString
 *   }
 *   // … getBalance, signTypedData, sendTransaction, estimateGas, writeContract
 * }
 * const adapter = new MyAdapter({ networks: [mainnet, base] })
 * await adapter.connect({ provider: window.ethereum })
 */
export abstract class Eip1193Adapter implements ChainAdapter {
  /** Namespace served: `eip155`. */
  readonly namespace: ChainNamespace = 'eip155'
  /** The adapter's configuration and connected wallet, for the actions of the adapter's library. */
  protected readonly session: Eip1193AdapterSession

  constructor({ networks = [], getConnectors = () => [], label }: Eip1193AdapterOptions = {}) {
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

  /** Native balance of `address` on `caipNetwork`, read over the network's RPC. */
  abstract getBalance(parameters: AdapterGetBalanceParameters): Promise<AdapterGetBalanceReturnType>
  /** Signs a text message (EIP-191 `personal_sign`). */
  abstract signMessage(parameters: AdapterSignMessageParameters): Promise<HexString>
  /** Signs EIP-712 typed data (`eth_signTypedData_v4`). */
  abstract signTypedData(parameters: AdapterSignTypedDataParameters): Promise<HexString>
  /** Sends a transaction through the wallet; resolves to its hash. */
  abstract sendTransaction(parameters: AdapterSendTransactionParameters): Promise<HexString>
  /** Gas the transaction would use. */
  abstract estimateGas(parameters: Omit<AdapterSendTransactionParameters, 'gasPrice'>): Promise<bigint>
  /** Calls a state-changing contract function through the wallet; resolves to the transaction hash. */
  abstract writeContract(parameters: AdapterWriteContractParameters): Promise<HexString>
}
