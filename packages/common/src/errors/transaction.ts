import { PorticoError, type ErrorCauseParameters } from './PorticoError.ts'
export { RequestAbortedError } from './requestAbortedError.ts'

function shortMessageOf(cause: unknown): string | undefined {
  const value = (cause as { shortMessage?: unknown } | null | undefined)?.shortMessage
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

/**
 * §8 toast: a transaction failed; shows the cause's `shortMessage` when it has one, else 'Transaction error'.
 *
 * @example
 * new TransactionError().message // 'Transaction error'
 * new TransactionError({ cause: { shortMessage: 'Nonce too low' } }).message // 'Nonce too low'
 */
export class TransactionError extends PorticoError {
  override name = 'TransactionError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super(shortMessageOf(cause) ?? 'Transaction error', { code: 'TRANSACTION_ERROR', cause })
  }
}

/**
 * §8: an EVM send failed, or a request was aborted for a reason other than the user's abort.
 *
 * @example
 * throw new SomethingWentWrongError({ cause }) // 'Something went wrong'
 */
export class SomethingWentWrongError extends PorticoError {
  override name = 'SomethingWentWrongError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Something went wrong', { code: 'SOMETHING_WENT_WRONG', cause })
  }
}

/**
 * §8: a Solana send failed.
 *
 * @example
 * throw new SolanaSendTransactionError() // 'Failed to send transaction. Please try again.'
 */
export class SolanaSendTransactionError extends PorticoError {
  override name = 'SolanaSendTransactionError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Failed to send transaction. Please try again.', { code: 'SOLANA_SEND_TRANSACTION_FAILED', cause })
  }
}

/**
 * §5: a Solana send needs both an amount and a receiver.
 *
 * @example
 * throw new InvalidSendDraftError() // 'Please enter a valid amount and receiver address'
 */
export class InvalidSendDraftError extends PorticoError {
  override name = 'InvalidSendDraftError'
  constructor() {
    super('Please enter a valid amount and receiver address', { code: 'INVALID_SEND_DRAFT' })
  }
}

/**
 * §8 toast: the person declined to sign.
 *
 * @example
 * throw new SignatureDeclinedError() // 'Signature declined'
 */
export class SignatureDeclinedError extends PorticoError {
  override name = 'SignatureDeclinedError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Signature declined', { code: 'SIGNATURE_DECLINED', cause })
  }
}

/**
 * §8 toast: the activity list could not be fetched (the list is left empty).
 *
 * @example
 * throw new FetchTransactionsError() // 'Failed to fetch transactions'
 */
export class FetchTransactionsError extends PorticoError {
  override name = 'FetchTransactionsError'
  constructor({ cause }: ErrorCauseParameters = {}) {
    super('Failed to fetch transactions', { code: 'FETCH_TRANSACTIONS_FAILED', cause })
  }
}
