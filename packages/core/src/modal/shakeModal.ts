import { SHAKE_DURATION_MS } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'

const timers = new WeakMap<CoreContext, ReturnType<typeof setTimeout>>()

/**
 * Shakes the modal: §4 sets the shake flag for 500 ms; shaking again restarts the 500 ms.
 *
 * @example
 * shakeModal(context)
 */
export function shakeModal(context: CoreContext): void {
  clearTimeout(timers.get(context))
  context.stores.modal.setState({ shake: true })
  // §9: shake 500 ms.
  timers.set(
    context,
    setTimeout(() => context.stores.modal.setState({ shake: false }), SHAKE_DURATION_MS),
  )
}
