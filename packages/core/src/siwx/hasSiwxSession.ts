import type { CoreContext } from '../client/coreContext.ts'

/**
 * Whether the connected address has a sign-in session (addresses compared without case).
 *
 * @example
 * hasSiwxSession(context) // false until the sign message is signed
 */
export function hasSiwxSession(context: CoreContext): boolean {
  const address = context.stores.account.getState().address?.toLowerCase()
  if (address === undefined) return false
  return context.stores.siwx
    .getState()
    .sessions.some(({ data }) => data.accountAddress.toLowerCase() === address)
}
