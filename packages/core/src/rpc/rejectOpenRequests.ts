import { UserRejectedRequestError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'

/**
 * §4: closing the modal rejects every open non-safe request with 'User rejected the request'.
 *
 * @example
 * rejectOpenRequests(context) // each waiting requestWallet rejects with UserRejectedRequestError
 */
export function rejectOpenRequests(context: Pick<CoreContext, 'openRequests'>): void {
  for (const request of [...context.openRequests]) {
    context.openRequests.delete(request)
    request.reject(new UserRejectedRequestError({ cause: new Error('The modal was closed') }))
  }
}
