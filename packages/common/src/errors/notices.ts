/**
 * §8 messages that are not errors: the success and loading toasts, matched exactly.
 *
 * @example
 * toast.show({ message: NOTICES.transactionStarted, variant: 'success' }) // 'Transaction started'
 */
export const NOTICES = {
  /** §8: success toast once a transaction is sent. */
  transactionStarted: 'Transaction started',
  /** §8: loading toast while signing in. */
  authenticating: 'Authenticating...',
} as const
