import { SWAP_SLIPPAGE_TOLERANCE } from '@portico/common'
import type { Hex } from 'viem'
import { createStore, type StoreApi } from 'zustand/vanilla'

/** §3 Swap token: balance fields plus logoUri, decimals and eip2612 (false). */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-2 network id. */
  chainId: string
  /** CAIP-10 id; the native coin is `eip155:<id>:0xeeee…eeee`. */
  address: string
  decimals: number
  logoUri: string
  eip2612: false
  quantity: { decimals: string; numeric: string }
  price: number
  value: number
}

/** A transaction the API built, ready for the wallet. */
export interface SwapTransactionData {
  data: Hex
  to: Hex
  gas: bigint | undefined
  gasPrice: bigint
  value: bigint
  /** Base units of the destination token the quote gives (swap transactions only). */
  toAmount: string | undefined
}

/** §3 Swap state, with the §4 loading flags. */
export interface SwapState {
  initializing: boolean
  initialized: boolean
  /** Tokens of the network that can be swapped. */
  tokens: readonly SwapToken[]
  /** The account's tokens with a balance: address, quantity.numeric and price are what the rules read. */
  myTokensWithBalance: readonly SwapToken[]
  /** USD price by CAIP-10 token id. */
  tokensPriceMap: Readonly<Record<string, number>>
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** Decimal amount in whole tokens, as typed. */
  sourceTokenAmount: string
  /** Decimal amount in whole tokens from the quote. */
  toTokenAmount: string
  sourceTokenPriceInUSD: number
  toTokenPriceInUSD: number
  /** USD price of the network's native token. */
  networkPrice: number
  /** The account's native balance in USD. */
  networkBalanceInUSD: number
  /** Slippage tolerance in percent (§9: 1 by default); the person may set it. */
  slippage: number
  /** The most the output may fall short of the quote at this slippage, in destination-token units. */
  maxSlippage: string | undefined
  /** The least the swap gives, in destination-token units: the swap transaction's `amountOutMin`. */
  minimumReceived: string | undefined
  /** Destination tokens one whole source token buys at the quote. */
  rate: string | undefined
  /** Gas cost in native units (decimal string): §9 150,000 gas at the network's gas price. */
  gasFee: string
  gasPriceInUSD: number | undefined
  /** Percent by which the quote is worse than the tokens' USD prices (the provider fee aside). */
  priceImpact: number | undefined
  /** The §9 provider fee the quote sets aside, in source-token units (decimal string). */
  providerFee: string | undefined
  /** The provider fee in USD. */
  providerFeeInUSD: number | undefined
  approvalTransaction: SwapTransactionData | undefined
  swapTransaction: SwapTransactionData | undefined
  /** §5 message under the amount ('Insufficient balance', 'Incorrect amount'…). */
  inputError: string | undefined
  /** Why the last transaction failed. */
  transactionError: string | undefined
  loadingPrices: boolean
  loadingQuote: boolean
  loadingApprovalTransaction: boolean
  loadingBuildTransaction: boolean
  loadingTransaction: boolean
  /** AppKit's `open({ view: 'Swap', arguments })`: applied once the tokens are loaded, then cleared. */
  preset: SwapArguments | undefined
}

/** What `open({ view: 'Swap', arguments })` fills in (AppKit's shape): token symbols and the amount to swap. */
export interface SwapArguments {
  /** Amount of `fromToken`, in whole tokens, e.g. `'321.123'`. */
  amount?: string | undefined
  /** Symbol of the token to swap from, e.g. `'USDC'`. */
  fromToken?: string | undefined
  /** Symbol of the token to swap to, e.g. `'ETH'`. */
  toToken?: string | undefined
}

/** Store of {@link SwapState}. */
export type SwapStore = StoreApi<SwapState>

/** Before initialisation. */
export const initialSwapState: SwapState = {
  initializing: false,
  initialized: false,
  tokens: [],
  myTokensWithBalance: [],
  tokensPriceMap: {},
  sourceToken: undefined,
  toToken: undefined,
  sourceTokenAmount: '',
  toTokenAmount: '',
  sourceTokenPriceInUSD: 0,
  toTokenPriceInUSD: 0,
  networkPrice: 0,
  networkBalanceInUSD: 0,
  slippage: SWAP_SLIPPAGE_TOLERANCE,
  maxSlippage: undefined,
  minimumReceived: undefined,
  rate: undefined,
  gasFee: '0',
  gasPriceInUSD: undefined,
  priceImpact: undefined,
  providerFee: undefined,
  providerFeeInUSD: undefined,
  approvalTransaction: undefined,
  swapTransaction: undefined,
  inputError: undefined,
  transactionError: undefined,
  loadingPrices: false,
  loadingQuote: false,
  loadingApprovalTransaction: false,
  loadingBuildTransaction: false,
  loadingTransaction: false,
  preset: undefined,
}

/** Creates the swap store. */
export function createSwapStore(): SwapStore {
  return createStore<SwapState>()(() => initialSwapState)
}
