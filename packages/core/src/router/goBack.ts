import type { CoreContext } from '../client/coreContext.ts'
import { closeModal } from '../modal/closeModal.ts'

/**
 * Returns to the previous view. §2: closes the modal instead when only one view remains or when
 * UnsupportedChain is in the history.
 *
 * @example
 * goBack(context)
 */
export function goBack(context: CoreContext): void {
  const { history } = context.stores.router.getState()
  const previous = history.at(-2)
  if (previous === undefined || history.includes('UnsupportedChain')) {
    closeModal(context)
    return
  }
  context.stores.router.setState({ view: previous, history: history.slice(0, -1) })
}
