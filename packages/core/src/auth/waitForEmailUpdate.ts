import { AddressOrAuthConnectorNotFoundError, RequestAbortedError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { openModal } from '../modal/openModal.ts'

/**
 * AppKit's `updateEmail()`: opens the modal at UpdateEmailWallet for the embedded wallet's user to change their
 * email (new address, the codes sent to both), and resolves with the new email once it is changed.
 *
 * @throws {AddressOrAuthConnectorNotFoundError} when no embedded wallet user is connected.
 * @throws {RequestAbortedError} 'Request was aborted' when the modal closed before the change was done.
 *
 * @example
 * const { email } = await waitForEmailUpdate(context)
 */
export function waitForEmailUpdate(context: CoreContext): Promise<{ email: string }> {
  const { account, modal } = context.stores
  const before = account.getState().user?.email
  if (account.getState().status !== 'connected' || !before) {
    return Promise.reject(new AddressOrAuthConnectorNotFoundError())
  }
  const changed = new Promise<{ email: string }>((resolve, reject) => {
    const stops: (() => void)[] = []
    const stop = () => stops.forEach((unsubscribe) => unsubscribe())
    stops.push(
      account.subscribe(({ user }) => {
        if (!user?.email || user.email === before) return
        stop()
        resolve({ email: user.email })
      }),
      modal.subscribe((next, previous) => {
        if (next.open || !previous.open) return
        stop()
        reject(new RequestAbortedError())
      }),
    )
  })
  openModal(context, { view: 'UpdateEmailWallet' })
  return changed
}
