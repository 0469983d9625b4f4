import type { CoreContext } from '../client/coreContext.ts'
import { hasSiwxSession } from './hasSiwxSession.ts'

/**
 * §2: the modal cannot be closed while sign-in is required and no session exists. Sessions belong to an
 * address (§4 sign-in flow), so the lock holds only while an address is connected.
 *
 * @example
 * if (isSignInLocked(context)) return
 */
export function isSignInLocked(context: CoreContext): boolean {
  const { siwx } = context.stores.options.getState()
  if (siwx?.required !== true && siwx?.getRequired?.() !== true) return false
  if (context.stores.account.getState().address === undefined) return false
  return !hasSiwxSession(context)
}
