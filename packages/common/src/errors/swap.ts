import { PorticoError, type ErrorCauseParameters } from './PorticoError.ts'

/**
 * §8 toast: the swap view could not load its tokens, prices or balances.
 *
 * @example
 * throw new SwapInitializationError({ cause }) // 'Failed to initialize swap'
 */
export class SwapInitializationError extends PorticoError {
  override name = 'SwapInitializationError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Failed to initialize swap', { code: 'SWAP_INITIALIZATION_FAILED', cause })
  }
}

/**
 * §8 toast: the price of the network's native token could not be fetched.
 *
 * @example
 * throw new NetworkTokenPriceError() // 'Failed to fetch network token price'
 */
export class NetworkTokenPriceError extends PorticoError {
  override name = 'NetworkTokenPriceError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Failed to fetch network token price', { code: 'NETWORK_TOKEN_PRICE_FAILED', cause })
  }
}

/**
 * §8 toast: the source token's allowance could not be read.
 *
 * @example
 * throw new AllowanceCheckError() // 'Failed to check allowance'
 */
export class AllowanceCheckError extends PorticoError {
  override name = 'AllowanceCheckError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Failed to check allowance', { code: 'ALLOWANCE_CHECK_FAILED', cause })
  }
}

/**
 * §8 toast: the approval transaction could not be built.
 *
 * @example
 * throw new ApprovalTransactionError() // 'Failed to create approval transaction'
 */
export class ApprovalTransactionError extends PorticoError {
  override name = 'ApprovalTransactionError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Failed to create approval transaction', { code: 'APPROVAL_TRANSACTION_FAILED', cause })
  }
}

/**
 * §8 toast: the swap transaction could not be built.
 *
 * @example
 * throw new CreateTransactionError() // 'Failed to create transaction'
 */
export class CreateTransactionError extends PorticoError {
  override name = 'CreateTransactionError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Failed to create transaction', { code: 'CREATE_TRANSACTION_FAILED', cause })
  }
}

/**
 * §5/§8: the quote is unusable; the toast title is the message and `description` its second line.
 *
 * @example
 * const error = new IncorrectAmountError() // 'Incorrect amount'
 * error.description // 'Please enter a valid amount'
 */
export class IncorrectAmountError extends PorticoError {
  override name = 'IncorrectAmountError'
  /** §5: the line shown under the title. */
  readonly description = 'Please enter a valid amount'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Incorrect amount', { code: 'INCORRECT_AMOUNT', cause })
  }
}

/**
 * §5: the source balance, or the network token for gas (not for smart accounts), is too low.
 *
 * @example
 * throw new InsufficientBalanceError() // 'Insufficient balance'
 */
export class InsufficientBalanceError extends PorticoError {
  override name = 'InsufficientBalanceError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Insufficient balance', { code: 'INSUFFICIENT_BALANCE', cause })
  }
}

/**
 * §7/§8: gas prices are asked for on a network the API does not support.
 *
 * @example
 * throw new GasPriceNetworkUnsupportedError() // 'Network not supported for Gas Price'
 */
export class GasPriceNetworkUnsupportedError extends PorticoError {
  override name = 'GasPriceNetworkUnsupportedError'
  constructor() {
    super('Network not supported for Gas Price', { code: 'GAS_PRICE_NETWORK_UNSUPPORTED' })
  }
}

/**
 * §7/§8: a swap is built on a network outside the §9 swap networks.
 *
 * @example
 * throw new SwapNetworkUnsupportedError() // 'Network not supported for Swaps'
 */
export class SwapNetworkUnsupportedError extends PorticoError {
  override name = 'SwapNetworkUnsupportedError'
  constructor() {
    super('Network not supported for Swaps', { code: 'SWAP_NETWORK_UNSUPPORTED' })
  }
}
