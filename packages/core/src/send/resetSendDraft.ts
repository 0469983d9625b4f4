import type { CoreContext } from '../client/coreContext.ts'
import { initialSendState } from './sendStore.ts'

/**
 * Empties the send draft; §4: disconnecting and switching networks do this.
 *
 * @example
 * resetSendDraft(context)
 */
export function resetSendDraft(context: Pick<CoreContext, 'stores'>): void {
  context.stores.send.setState(initialSendState)
}
