import type * as ButtonRenderer from './buttonRenderer.tsx'

let loading: Promise<typeof ButtonRenderer> | undefined

/**
 * Loads the buttons' React renderer once, when the first button element reaches the page; a failed load may be
 * tried again.
 *
 * @example
 * const { mountButton } = await loadButtonRenderer()
 */
export function loadButtonRenderer(): Promise<typeof ButtonRenderer> {
  loading ??= import('./buttonRenderer.tsx').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/**
 * Settles once the buttons' renderer has loaded or failed (at once when nothing asked for it): the modal's
 * prefetch waits for it, so the button draws first.
 *
 * @example
 * await buttonRendererSettled()
 */
export function buttonRendererSettled(): Promise<void> {
  return (loading ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  )
}
