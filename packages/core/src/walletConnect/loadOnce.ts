/**
 * Wraps a loader so it runs once: every call shares the first call's promise, and a failed load is tried again
 * on the next call instead of failing forever.
 *
 * @example
 * const connector = loadOnce(() => import('@portico/walletconnect').then((m) => m.createConnector()))
 * await connector() // loads
 * await connector() // the same connector
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined
      throw error
    }))
}
