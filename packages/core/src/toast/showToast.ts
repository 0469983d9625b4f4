import { TOAST_REOPEN_DELAY_MS } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import type { ToastVariant } from './toastStore.ts'

/** Parameters of {@link showToast}. */
export interface ShowToastParameters {
  /** Text shown. */
  message: string
  /** Look of the toast. */
  variant: ToastVariant
  /** Optional icon markup. */
  svg?: string | undefined
  /** Whether the UI closes it by itself (default true). */
  autoClose?: boolean | undefined
}

const pending = new WeakMap<CoreContext, ReturnType<typeof setTimeout>>()

/**
 * Shows a toast. §4: if one is open it closes, then the new one opens after 150 ms; a newer toast replaces
 * one still waiting to open.
 *
 * @example
 * showToast(context, { message: 'Transaction started', variant: 'success' })
 */
export function showToast(
  context: CoreContext,
  { message, variant, svg, autoClose }: ShowToastParameters,
): void {
  const { toast } = context.stores
  const next = { message, variant, svg, autoClose: autoClose ?? true, open: true }
  clearTimeout(pending.get(context))
  pending.delete(context)
  if (!toast.getState().open) {
    toast.setState(next)
    return
  }
  toast.setState({ open: false })
  // §9: toast re-open delay 150 ms.
  pending.set(
    context,
    setTimeout(() => {
      pending.delete(context)
      toast.setState(next)
    }, TOAST_REOPEN_DELAY_MS),
  )
}

/**
 * Closes the toast, and drops one waiting to open.
 *
 * @example
 * hideToast(context)
 */
export function hideToast(context: CoreContext): void {
  clearTimeout(pending.get(context))
  pending.delete(context)
  context.stores.toast.setState({ open: false })
}
