import { fetchNativeBalance } from '../account/fetchNativeBalance.ts'
import type { CoreContext, OpenRequest } from '../client/coreContext.ts'
import { closeModal } from '../modal/closeModal.ts'
import { openModal } from '../modal/openModal.ts'
import { goBack } from '../router/goBack.ts'
import { pushView } from '../router/pushView.ts'
import type { EmbeddedApproval, EmbeddedWallet } from './embeddedWallet.ts'

/**
 * §6: a non-safe request of the embedded wallet needs the person's approval, which the secure site's frame
 * shows over the modal's ApproveTransaction view: the modal opens there (or the view is pushed when the modal
 * is open). §4: closing the modal aborts the request. When the request settles the view goes away again (the
 * modal closes if it was closed before, else goes back) and, on success, the native balance is refreshed.
 *
 * @example
 * const approval = openApprovalView(context, 'personal_sign', () => wallet)
 * approval.settle(true)
 */
export function openApprovalView(
  context: CoreContext,
  method: string,
  wallet: () => Pick<EmbeddedWallet, 'abortOpenRequests'> | undefined,
): EmbeddedApproval {
  const { modal, router } = context.stores
  const wasOpen = modal.getState().open
  if (wasOpen) pushView(context, 'ApproveTransaction')
  else openModal(context, { view: 'ApproveTransaction' })
  const open: OpenRequest = {
    method,
    // §4/§8: closing the modal rejects the open request ('Request was aborted').
    reject: () => wallet()?.abortOpenRequests(),
  }
  context.openRequests.add(open)
  let settled = false
  return {
    settle(ok) {
      if (settled) return
      settled = true
      context.openRequests.delete(open)
      if (router.getState().view === 'ApproveTransaction') {
        if (wasOpen) goBack(context)
        else closeModal(context)
      }
      if (ok) void fetchNativeBalance(context, { forceUpdate: true })
    },
  }
}
