import { InvalidResponseError } from '@portico/common'
import { postToApi } from '../api/postToApi.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { isObject, isString, optional, isBoolean, ShapeProblem } from '../shape/shapeChecks.ts'

/** An amount in a currency, as the on-ramp quote gives it. */
export interface OnrampAmount {
  /** Decimal string, e.g. `'0.0331'`. */
  value: string
  /** Currency or asset symbol, e.g. `USD`, `ETH`. */
  currency: string
}

/** §7 on-ramp quote: what is paid, what arrives, and the fees. */
export interface OnrampQuote {
  paymentTotal: OnrampAmount
  paymentSubtotal: OnrampAmount
  purchaseAmount: OnrampAmount
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  quoteId: string
  /** True when the API fell back to §7's mocked quote because the provider failed. */
  isMock?: boolean | undefined
}

const amount = isObject({ value: isString(), currency: isString() })
const quoteCheck = isObject({
  paymentTotal: amount,
  paymentSubtotal: amount,
  purchaseAmount: amount,
  coinbaseFee: amount,
  networkFee: amount,
  quoteId: isString(),
  isMock: optional(isBoolean),
})

/**
 * §7 `POST /v1/onramp/quote`: what buying an asset of the active network (default its native coin) for
 * `amount` of fiat gives.
 *
 * @throws {HttpRequestError} when the API refuses (e.g. an amount outside the provider's limits).
 * @throws {InvalidResponseError} when the answer is not a quote.
 * @throws {Error} 'Network not found' without an active network.
 *
 * @example
 * const quote = await fetchOnrampQuote(core.context, { amount: '100.00' })
 * quote.purchaseAmount // { value: '0.0331', currency: 'ETH' }
 */
export async function fetchOnrampQuote(
  context: CoreContext,
  {
    amount: fiat,
    currency = 'USD',
    purchaseCurrency,
  }: {
    /** Fiat paid, with at most 2 decimals. */
    amount: string
    /** 3-letter fiat currency; default USD. */
    currency?: string | undefined
    /** Asset bought; default the active network's native coin. */
    purchaseCurrency?: string | undefined
  },
): Promise<OnrampQuote> {
  const network = context.stores.chain.getState().activeNetwork
  if (!network) throw new Error('Network not found')
  const path = '/v1/onramp/quote'
  const body = await postToApi(context, {
    path,
    body: {
      purchaseCurrency: purchaseCurrency ?? network.nativeCurrency.symbol,
      paymentCurrency: currency,
      amount: fiat,
      network: network.caipNetworkId,
    },
  })
  try {
    quoteCheck(body, '')
  } catch (error) {
    if (!(error instanceof ShapeProblem)) throw error
    throw new InvalidResponseError({ url: path, details: `${error.path}: ${error.problem}` })
  }
  return body as OnrampQuote
}
