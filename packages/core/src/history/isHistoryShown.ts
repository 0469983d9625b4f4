import type { CoreContext } from '../client/coreContext.ts'

/** §1: activity works for eip155 and solana only. */
const ACTIVITY_NAMESPACES: readonly string[] = ['eip155', 'solana']

/**
 * Whether the modal offers the account's activity (the Account view's Activity tab and the History view): §1's
 * `history` feature is on (AppKit's `features.history`) and the active network's namespace has activity (§1:
 * eip155 and solana).
 *
 * @example
 * isHistoryShown(context) // false with createAppKit({ features: { history: false } })
 */
export function isHistoryShown(context: CoreContext): boolean {
  if (!context.stores.options.getState().features.history) return false
  const namespace = context.stores.chain.getState().activeNetwork?.chainNamespace
  return namespace !== undefined && ACTIVITY_NAMESPACES.includes(namespace)
}
