import type { SecureSiteClient } from '../api/secureSiteClient.ts'
import type { ApprovalRequest } from './approvalQueue.ts'

/**
 * What Approve does with a request: an email change asks the secure site to start it (a code to the current
 * address), any other request is signed or sent by `/v1/rpc`. Nothing reaches the server before Approve.
 *
 * @example
 * const approvals = createApprovalQueue({ execute: executeApproval(client) })
 */
export function executeApproval(
  client: Pick<SecureSiteClient, 'rpc' | 'updateEmail'>,
): (request: ApprovalRequest) => Promise<unknown> {
  return async (request) => {
    if (request.details.kind === 'emailChange') return client.updateEmail({ email: request.details.to })
    const method = request.method
    if (method === 'updateEmail') throw new TypeError('An email change must carry its addresses')
    return (await client.rpc({ chainId: request.chainId, method, params: request.params })).result
  }
}
