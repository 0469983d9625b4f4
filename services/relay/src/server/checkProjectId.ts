import type { IncomingMessage } from 'node:http'

/**
 * WebSocket close code the WalletConnect network closes a socket with when its project id is missing or
 * unknown; the WalletConnect client treats it as fatal and stops reconnecting.
 */
export const PROJECT_ID_CLOSE_CODE = 3000
/** Close reason for a socket opened without `projectId` (the WalletConnect network's words). */
export const PROJECT_ID_MISSING = 'Authorization error: Project ID is missing'
/** Close reason for a `projectId` the relay does not know (the WalletConnect network's words). */
export const PROJECT_ID_UNKNOWN = 'Unauthorized: invalid key'

/**
 * Why the upgrade `request` may not use the relay, when the relay demands one of `projectIds` in the
 * `projectId` query parameter as the WalletConnect network does; `undefined` when it may (or when no list is
 * set: a self-hosted relay needs none).
 *
 * @example
 * checkProjectId(request, ['portico-demo']) // undefined for `/?auth=…&projectId=portico-demo`
 * checkProjectId(request, ['portico-demo']) // 'Authorization error: Project ID is missing' for `/?auth=…`
 */
export function checkProjectId(
  request: Pick<IncomingMessage, 'url'>,
  projectIds: readonly string[] | undefined,
): string | undefined {
  if (!projectIds?.length) return undefined
  const projectId = new URL(request.url ?? '/', 'http://relay').searchParams.get('projectId')
  if (!projectId) return PROJECT_ID_MISSING
  return projectIds.includes(projectId) ? undefined : PROJECT_ID_UNKNOWN
}
