import type { CoreContext } from '../client/coreContext.ts'
import { closeModal } from '../modal/closeModal.ts'
import { goBack } from './goBack.ts'
import { replaceView } from './replaceView.ts'
import { resetView } from './resetView.ts'
import type { TransactionStackEntry } from './routerStore.ts'

/**
 * Records a pending wallet request that decides the view when it settles (§2).
 *
 * @example
 * pushTransactionStack(context, { onSuccess: { type: 'goBack' } })
 */
export function pushTransactionStack(context: CoreContext, entry: TransactionStackEntry): void {
  const { transactionStack } = context.stores.router.getState()
  context.stores.router.setState({ transactionStack: [...transactionStack, entry] })
}

/** Parameters of {@link popTransactionStack}. */
export interface PopTransactionStackParameters {
  /** Whether the request succeeded or failed. */
  result: 'success' | 'error'
}

/**
 * Settles the newest pending request. §2: on success its entry decides the view (go back, replace with the
 * sign-in view, or reset to a view); on error its `onCancel` runs and the view goes back. §4: with an empty
 * stack, the modal closes.
 *
 * @example
 * popTransactionStack(context, { result: 'success' })
 */
export function popTransactionStack(context: CoreContext, { result }: PopTransactionStackParameters): void {
  const { transactionStack } = context.stores.router.getState()
  const entry = transactionStack.at(-1)
  if (entry === undefined) {
    closeModal(context)
    return
  }
  context.stores.router.setState({ transactionStack: transactionStack.slice(0, -1) })
  if (result === 'error') {
    entry.onCancel?.()
    goBack(context)
    return
  }
  const outcome = entry.onSuccess
  if (outcome.type === 'goBack') goBack(context)
  else if (outcome.type === 'replaceWithSignIn')
    replaceView(context, context.stores.options.getState().signInView)
  else resetView(context, outcome.view)
}
