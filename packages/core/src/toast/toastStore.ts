import { createStore, type StoreApi } from 'zustand/vanilla'

/** §3 toast variants. */
export type ToastVariant = 'success' | 'error' | 'loading'

/** §3 Toast: message, variant, svg, open, autoClose. */
export interface ToastState {
  /** Text shown. */
  message: string
  /** Look of the toast. */
  variant: ToastVariant
  /** Optional icon markup. */
  svg: string | undefined
  /** Whether the toast is shown. */
  open: boolean
  /** Whether the UI closes it by itself. */
  autoClose: boolean
}

/** Store of {@link ToastState}. */
export type ToastStore = StoreApi<ToastState>

/**
 * Creates the toast store, closed.
 *
 * @example
 * createToastStore().getState().open // false
 */
export function createToastStore(): ToastStore {
  return createStore<ToastState>()(() => ({
    message: '',
    variant: 'success',
    svg: undefined,
    open: false,
    autoClose: true,
  }))
}
