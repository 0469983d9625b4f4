import { useCallback, useRef, useState } from 'react'

/** Where a request the hook started stands (AppKit's mutation-like hook fields). */
export interface RequestState<Data> {
  /** What the last request resolved to. */
  data: Data | undefined
  /** Why the last request failed. */
  error: Error | undefined
  /** Whether a request is running. */
  isPending: boolean
  /** Whether the last request failed. */
  isError: boolean
  /** Whether the last request succeeded. */
  isSuccess: boolean
}

/** Callbacks of {@link useRequestState}. */
export interface RequestCallbacks<Data> {
  onSuccess?: ((data: Data) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

/**
 * Runs a core request and keeps its state for rendering; it never throws: a failure is in `error` and goes to
 * `onError`. The callbacks are read when the request settles, so passing new functions each render is fine.
 *
 * @example
 * const { run, isPending, error } = useRequestState((wallet: string) => connectNamedWallet(context, { wallet }))
 */
export function useRequestState<Data, Args extends unknown[]>(
  request: (...args: Args) => Promise<Data>,
  callbacks: RequestCallbacks<Data> = {},
): RequestState<Data> & { run: (...args: Args) => Promise<void> } {
  const [state, setState] = useState<RequestState<Data>>({
    data: undefined,
    error: undefined,
    isPending: false,
    isError: false,
    isSuccess: false,
  })
  const latest = useRef({ request, callbacks })
  latest.current = { request, callbacks }
  const run = useCallback(async (...args: Args) => {
    setState((current) => ({ ...current, isPending: true }))
    try {
      const data = await latest.current.request(...args)
      setState({ data, error: undefined, isPending: false, isError: false, isSuccess: true })
      latest.current.callbacks.onSuccess?.(data)
    } catch (cause) {
      const error = cause instanceof Error ? cause : new Error(String(cause))
      setState({ data: undefined, error, isPending: false, isError: true, isSuccess: false })
      latest.current.callbacks.onError?.(error)
    }
  }, [])
  return { ...state, run }
}
