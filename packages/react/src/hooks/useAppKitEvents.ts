import type { EventsState } from '@portico/core'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/** What {@link useAppKitEvents} returns: the last tracked event (AppKit's `{ timestamp, data }`). */
export type UseAppKitEventsReturnType = EventsState

/**
 * The last event the modal tracked; re-renders on each new one.
 *
 * @example
 * const { data } = useAppKitEvents()
 * useEffect(() => { if (data?.event === 'CONNECT_SUCCESS') toast('Connected') }, [data])
 */
export function useAppKitEvents(): UseAppKitEventsReturnType {
  return useStoreSnapshot(useAppKitInstance().stores.events)
}
