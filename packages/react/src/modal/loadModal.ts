let loading: Promise<void> | undefined

/**
 * Loads the modal chunk and mounts it, once. Does nothing where there is no document (server rendering).
 * A failed load may be tried again.
 */
export function loadModal(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  loading ??= import('./mountModal.tsx').then(
    ({ mountModal }) => mountModal(),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
