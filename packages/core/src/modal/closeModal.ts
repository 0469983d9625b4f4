import type { CoreContext } from '../client/coreContext.ts'

/**
 * Closes the modal; §4: closing clears loading.
 *
 * @example
 * closeModal(context)
 */
export function closeModal(context: CoreContext): void {
  context.stores.modal.setState({ open: false, loading: false })
}
