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
