// @portico/core's public API, the part for what a connected account does: balances, activity, NFTs, names, send, swap, on-ramp and sign-in.
export type { SiwxSession, SiwxState, SiwxStore } from '../siwx/siwxStore.ts'
export type { AccountState, AccountStatus, AccountStore } from '../account/accountStore.ts'
export { resetSendDraft } from '../send/resetSendDraft.ts'
export { initialSendState, type SendState, type SendStore, type SendToken } from '../send/sendStore.ts'
export { cancelSignIn, requireSignIn, signIn } from '../siwx/signIn.ts'
export { watchSignIn } from '../siwx/watchSignIn.ts'
export { createDefaultSiwx, type CreateDefaultSiwxParameters } from '../siwx/createDefaultSiwx.ts'
export { formatSignInMessage, type SignInMessageInput } from '../siwx/formatSignInMessage.ts'
export { SiwxVerificationError, type SiwxVerificationReason } from '../siwx/siwxVerificationError.ts'
export { postToApi, type PostToApiParameters } from '../api/postToApi.ts'
export { hasInsufficientGas, type HasInsufficientGasParameters } from '../gas/hasInsufficientGas.ts'
export {
  initialSwapState,
  type SwapState,
  type SwapStore,
  type SwapToken,
  type SwapTransactionData,
} from '../swap/swapStore.ts'
export {
  executeSwap,
  initializeSwap,
  isAllowanceSufficient,
  parseSourceAmount,
  refreshSwapQuote,
  resetSwap,
  setSwapSlippage,
  setSwapSourceAmount,
  setSwapSourceToken,
  setSwapToToken,
  switchSwapTokens,
  InvalidSwapSlippageError,
} from '../swap/swapActions.ts'
export { nativeTokenId } from '../swap/swapApi.ts'
export {
  computeSwapSummary,
  minimumSwapOutput,
  MAX_SWAP_SLIPPAGE_PERCENT,
  type ComputeSwapSummaryParameters,
  type SwapQuoteAmounts,
  type SwapSummary,
  type SwapSummaryToken,
} from '../swap/computeSwapSummary.ts'
export { swapSummaryState, type SwapSummaryState } from '../swap/swapSummaryState.ts'
export {
  filterSwapTokens,
  type FilterSwapTokensParameters,
  type SwapTokenChoice,
} from '../swap/filterSwapTokens.ts'
export { sendDraft, setSendAmount, setSendReceiver, setSendToken } from '../send/sendActions.ts'
export {
  assertSolanaSendDraft,
  SOLANA_COMMITMENTS,
  validateSendCalls,
  validateSolanaSendOptions,
  type SendCall,
  type SolanaSendOptions,
} from '../send/sendValidation.ts'
export {
  initialHistoryState,
  type HistoryState,
  type HistoryStore,
  type HistoryTransaction,
  type HistoryTransfer,
} from '../history/historyStore.ts'
export { fetchTransactions } from '../history/fetchTransactions.ts'
export { groupTransactions, transferAmount, type TransactionGroup } from '../history/groupTransactions.ts'
export { isHistoryShown } from '../history/isHistoryShown.ts'
export {
  createNftStore,
  fetchNfts,
  FetchNftsError,
  initialNftState,
  type AccountNft,
  type FetchNftsParameters,
  type NftState,
  type NftStore,
} from '../nfts/index.ts'
export type { NamesState, NamesStore } from '../names/namesStore.ts'
export {
  COIN_TYPE_CHAIN_ID_LIMIT,
  NAME_SUFFIXES,
  coinTypeForChainId,
  isValidAccountName,
  withNameSuffix,
} from '../names/accountNameRules.ts'
export { fetchNameSuggestions, registerAccountName } from '../names/registerAccountName.ts'
export { canRegisterAccountName, hasAuthConnector } from '../names/canRegisterAccountName.ts'
export {
  CARD_ONRAMP_LIMITS,
  createOnrampCheckout,
  createOnrampUrl,
  type CreateOnrampUrlParameters,
  type OnrampCheckoutLink,
} from '../onramp/createOnrampUrl.ts'
export { fetchOnrampQuote, type OnrampAmount, type OnrampQuote } from '../onramp/fetchOnrampQuote.ts'
export {
  cardLimitsOf,
  fetchOnrampOptions,
  onrampAssetsOn,
  type OnrampOptions,
  type OnrampPaymentCurrency,
  type OnrampProviderInfo,
  type OnrampPurchaseCurrency,
} from '../onramp/fetchOnrampOptions.ts'
export {
  fetchOnrampCheckout,
  type OnrampCheckoutState,
  type OnrampCheckoutStatus,
} from '../onramp/fetchOnrampCheckout.ts'
export {
  ONRAMP_CHECKOUT_POLL_MS,
  waitForOnrampCheckout,
  type WaitForOnrampCheckoutParameters,
} from '../onramp/waitForOnrampCheckout.ts'
export type { SwapArguments } from '../swap/swapStore.ts'
export { prefillSend, type SendArguments } from '../send/prefillSend.ts'
