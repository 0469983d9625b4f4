import { prefetchWalletList, type CoreContext } from '@portico/core'

/**
 * The Connect view's data ahead of the modal (core's `prefetchWalletList`): a chunk of its own, so the page's
 * first load does not carry the registry client; at a click it arrives long before the modal's chunk.
 *
 * @example
 * void import('./prefetchConnectData.ts').then((m) => m.prefetchConnectData(appKit.context))
 */
export function prefetchConnectData(context: CoreContext): Promise<void> {
  return prefetchWalletList(context)
}
