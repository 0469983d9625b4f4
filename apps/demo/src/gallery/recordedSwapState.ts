import { initialSwapState, swapSummaryState, type SwapState, type SwapToken } from '@portico/core'
import recorded from './recordedSwapQuote.json'

// The gallery's Swap view shows a quote the product really produced: the API's answers for 0.5 ETH → PUSD,
// recorded on a fresh devnet (recordedSwapQuote.json), laid out by core's own swapSummaryState. The test beside
// this file runs core's swap flow on those answers and checks it reaches this very state.

const CHAIN = 'eip155:31337'
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const answers = recorded.answers

/** The recorded route answer for `path`. */
export function recordedSwapAnswer(path: string): unknown {
  return (answers as Record<string, unknown>)[path]
}

/** The account that asked for the recorded quote. */
export const RECORDED_SWAP_USER = recorded.user

const tokens = answers['/v1/convert/tokens'].tokens as SwapToken[]
const bySymbol = (symbol: string) => tokens.find((token) => token.symbol === symbol)!

/**
 * The swap state after the recorded quote: tokens and balances as the API listed them, ETH → PUSD for 0.5 ETH at
 * §9's default slippage, the figures from {@link swapSummaryState} and the swap transaction the API built.
 *
 * @example
 * appKit.stores.swap.setState(recordedSwapState())
 */
export function recordedSwapState(): Partial<SwapState> {
  const sourceToken = bySymbol('ETH')
  const toToken = bySymbol('PUSD')
  const balances = answers[`/v1/account/${RECORDED_SWAP_USER}/balance` as keyof typeof answers] as {
    balances: { address?: string; quantity: SwapToken['quantity']; price: number; value: number }[]
  }
  const myTokensWithBalance = balances.balances.flatMap((entry) => {
    const token = tokens.find(
      (candidate) => candidate.address.toLowerCase() === (entry.address ?? NATIVE).toLowerCase(),
    )
    return token ? [{ ...token, quantity: entry.quantity, price: entry.price, value: entry.value }] : []
  })
  const native = myTokensWithBalance.find((token) => token.address === NATIVE)!
  const quote = answers['/v1/convert/quotes'].quotes[0]!
  const { tx } = answers['/v1/convert/build-transaction']
  const slippage = initialSwapState.slippage
  return {
    initialized: true,
    initializing: false,
    tokens,
    myTokensWithBalance,
    tokensPriceMap: Object.fromEntries(tokens.map((token) => [token.address, token.price])),
    sourceToken,
    toToken,
    sourceTokenPriceInUSD: sourceToken.price,
    toTokenPriceInUSD: toToken.price,
    sourceTokenAmount: recorded.sourceTokenAmount,
    networkPrice: sourceToken.price,
    networkBalanceInUSD: Number(native.quantity.numeric) * native.price,
    slippage,
    ...swapSummaryState({
      sourceToken,
      toToken,
      quote: {
        fromAmount: BigInt(quote.fromAmount),
        toAmount: BigInt(quote.toAmount),
        providerFee: BigInt(quote.providerFee),
      },
      slippage,
      gasPrice: BigInt(answers['/v1/convert/gas-price'].standard),
      networkPrice: sourceToken.price,
    }),
    swapTransaction: {
      to: tx.to.split(':').at(-1) as `0x${string}`,
      data: tx.data as `0x${string}`,
      value: BigInt(tx.value),
      gas: BigInt(tx.eip155.gas),
      gasPrice: BigInt(tx.eip155.gasPrice),
      toAmount: tx.toAmount,
    },
    approvalTransaction: undefined,
    inputError: undefined,
  }
}
