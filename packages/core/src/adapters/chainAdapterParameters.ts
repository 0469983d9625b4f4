import type { CaipNetwork } from '@portico/common'
import type { Abi, EIP1193Provider, TypedDataDefinition } from 'viem'

/** A `0x`-prefixed hex string (§5: a call's `to` and `data` start with 0x). */
export type HexString = `0x${string}`

/** Parameters of {@link ChainAdapter.connect}: a provider, or the id of a connector the adapter knows. */
export type AdapterConnectParameters = (
  { provider: EIP1193Provider; connectorId?: string } | { connectorId: string; provider?: undefined }
) & {
  /** Chain to be on after connecting; the adapter asks the wallet to switch when it is elsewhere. */
  chainId?: number | string
  /**
   * §4 reconnection: the wallet must not prompt, so the adapter asks only for already-authorised accounts
   * (`eth_accounts`, not `eth_requestAccounts`) and fails when there are none.
   */
  silent?: boolean
}

/** Return type of {@link ChainAdapter.connect}. */
export interface AdapterConnectReturnType {
  /** Active account (checksummed for eip155). */
  address: string
  /** Chain the wallet is on. */
  chainId: number | string
  /** Every account the wallet exposes, active first. */
  accounts: readonly string[]
}

/** Parameters of {@link ChainAdapter.disconnect}. */
export interface AdapterDisconnectParameters {
  /** Wallet to disconnect; default the connected one. */
  provider?: EIP1193Provider
}

/** Parameters of {@link ChainAdapter.getBalance}. */
export interface AdapterGetBalanceParameters {
  /** Account whose native balance is read. */
  address: string
  /** Network whose RPC is asked. */
  caipNetwork: CaipNetwork
}

/** Return type of {@link ChainAdapter.getBalance}. */
export interface AdapterGetBalanceReturnType {
  /** Native balance as a decimal string in whole coins, e.g. `'10000.5'`. */
  balance: string
  /** The network's native currency symbol, e.g. `'ETH'`. */
  symbol: string
}

/** Parameters of {@link ChainAdapter.switchNetwork}. */
export interface AdapterSwitchNetworkParameters {
  /** Network to switch to. */
  caipNetwork: CaipNetwork
  /** Wallet to switch; default the connected one. */
  provider?: EIP1193Provider
  /** Chains the wallet session already approved, as hex chain ids (§5); omitted for injected wallets. */
  approvedChains?: readonly string[]
  /** Methods the wallet session supports; omitted when the wallet does not list them (injected). */
  walletMethods?: readonly string[]
}

/** Parameters of {@link ChainAdapter.signMessage}. */
export interface AdapterSignMessageParameters {
  /** Text to sign. */
  message: string
  /** Account that signs. */
  address: string
  /** Wallet to ask; default the connected one. */
  provider?: EIP1193Provider
}

/** Parameters of {@link ChainAdapter.sendTransaction} and {@link ChainAdapter.estimateGas} (§7). */
export interface AdapterSendTransactionParameters {
  /** Recipient (§5: starts with 0x). */
  to: HexString
  /** Sending account. */
  address: string
  /** Call data (§5: starts with 0x when given). */
  data?: HexString
  /** Amount in the smallest unit (wei). */
  value?: bigint
  /** Legacy gas price in wei; the wallet picks fees when omitted. */
  gasPrice?: bigint
  /** Wallet to ask; default the connected one. */
  provider?: EIP1193Provider
}

/** Parameters of {@link ChainAdapter.writeContract}. */
export interface AdapterWriteContractParameters {
  /** Sending account. */
  address: string
  /** Contract called. */
  contractAddress: HexString
  /** ABI holding `functionName`. */
  abi: Abi
  /** Function to call. */
  functionName: string
  /** Its arguments, in order. */
  args?: readonly unknown[]
  /** Amount in wei sent with a payable call. */
  value?: bigint
  /** Wallet to ask; default the connected one. */
  provider?: EIP1193Provider
}

/** What a wallet answers to `wallet_getCapabilities` (EIP-5792): capabilities by hex chain id. */
export type AdapterCapabilities = Record<string, Record<string, unknown>>

/** Parameters of {@link ChainAdapter.signTypedData} (EIP-712, `eth_signTypedData_v4`). */
export interface AdapterSignTypedDataParameters {
  /** Account that signs. */
  address: string
  /** Domain, types, primary type and message, as viem's `signTypedData` takes them. */
  typedData: TypedDataDefinition
  /** Wallet to ask; default the connected one. */
  provider?: EIP1193Provider
}

/** One call of {@link AdapterSendCallsParameters} (§5: `to` and `data` start with 0x). */
export interface AdapterCall {
  /** Contract or account called. */
  to: HexString
  /** Call data. */
  data?: HexString
  /** Amount in wei. */
  value?: bigint
}

/** Parameters of {@link ChainAdapter.sendCalls} (EIP-5792 `wallet_sendCalls`). */
export interface AdapterSendCallsParameters {
  /** Sending account. */
  address: string
  /** Calls, run in order as one batch. */
  calls: readonly AdapterCall[]
  /** Chain to run them on; default the wallet's. */
  chainId?: number
  /** Wallet to ask; default the connected one. */
  provider?: EIP1193Provider
}
