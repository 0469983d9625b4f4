/**
 * A swap request the API cannot serve; Fastify answers it with 400 and `message` (never a 500).
 *
 * @example
 * throw new SwapRequestError('from and to must be different tokens')
 */
export class SwapRequestError extends Error {
  override name = 'SwapRequestError'
  readonly statusCode = 400
  readonly code: string
  constructor(message: string, code = 'SWAP_REQUEST_INVALID', options?: ErrorOptions) {
    super(message, options)
    this.code = code
  }
}

/**
 * §8: the error for a gas price asked on a network the API does not serve.
 *
 * @example
 * throw gasPriceNetworkError() // 'Network not supported for Gas Price'
 */
export const gasPriceNetworkError = () =>
  new SwapRequestError('Network not supported for Gas Price', 'NETWORK_NOT_SUPPORTED')

/**
 * §8: the error for a swap build on a network the API does not serve.
 *
 * @example
 * throw swapNetworkError() // 'Network not supported for Swaps'
 */
export const swapNetworkError = () =>
  new SwapRequestError('Network not supported for Swaps', 'NETWORK_NOT_SUPPORTED')
