import { useMemo } from 'react'
import type { AppKit } from '../appKitInstance.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/** Return type of {@link useDisconnect}. */
export interface UseDisconnectReturnType {
  /** Disconnects the wallet. */
  disconnect: AppKit['disconnect']
}

/**
 * Disconnects the wallet.
 *
 * @example
 * const { disconnect } = useDisconnect()
 * return <button onClick={() => disconnect()}>Sign out</button>
 */
export function useDisconnect(): UseDisconnectReturnType {
  const appKit = useAppKitInstance()
  return useMemo(() => ({ disconnect: appKit.disconnect }), [appKit])
}
