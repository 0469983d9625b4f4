import { InvalidResponseError } from '@portico/common'
import { getFromApi } from '../api/getFromApi.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { isObject, isString, oneOf, either, ShapeProblem } from '../shape/shapeChecks.ts'

/** Where a checkout stands: waiting for payment, paid, the asset sent, or failed (`failure` says why). */
export type OnrampCheckoutStatus = 'pending' | 'paid' | 'sent' | 'failed'

/** A checkout of the API's sandbox on-ramp, as `GET /v1/onramp/checkout/{id}` answers it. */
export interface OnrampCheckoutState {
  id: string
  status: OnrampCheckoutStatus
  /** Asset bought, e.g. `ETH`. */
  assetSymbol: string
  /** Amount of the asset bought (decimal string), fixed when the checkout was made. */
  cryptoAmount: string | null
  caipNetworkId: string
  destination: string
  /** The payout's transaction once sent. */
  txHash: string | null
  /** Why it failed, in the API's words for the buyer. */
  failure: string | null
}

const nullable = (check: ReturnType<typeof isString>) =>
  either(
    check,
    (value, path) => {
      if (value !== null) throw new ShapeProblem(path, 'expected null')
    },
    'expected a string or null',
  )

const checkoutCheck = isObject({
  id: isString(),
  status: oneOf(['pending', 'paid', 'sent', 'failed']),
  assetSymbol: isString(),
  cryptoAmount: nullable(isString()),
  caipNetworkId: isString(),
  destination: isString(),
  txHash: nullable(isString()),
  failure: nullable(isString()),
})

/**
 * The state of an on-ramp checkout made by {@link createOnrampCheckout} (a Portico route of the sandbox).
 *
 * @throws {HttpRequestError} when the API refuses (404 for a checkout of another project or none).
 * @throws {InvalidResponseError} when the answer is not a checkout.
 *
 * @example
 * const { status, txHash } = await fetchOnrampCheckout(core.context, checkoutId)
 */
export async function fetchOnrampCheckout(
  context: CoreContext,
  checkoutId: string,
): Promise<OnrampCheckoutState> {
  const path = `/v1/onramp/checkout/${encodeURIComponent(checkoutId)}`
  const body = await getFromApi(context, { path })
  try {
    checkoutCheck(body, '')
  } catch (error) {
    if (!(error instanceof ShapeProblem)) throw error
    throw new InvalidResponseError({ url: path, details: `${error.path}: ${error.problem}` })
  }
  const { id, status, assetSymbol, cryptoAmount, caipNetworkId, destination, txHash, failure } =
    body as OnrampCheckoutState
  return { id, status, assetSymbol, cryptoAmount, caipNetworkId, destination, txHash, failure }
}
