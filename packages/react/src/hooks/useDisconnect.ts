import type { ChainNamespace } from '@portico/common'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'

/** What `disconnect` takes: AppKit's `{ namespace }`, or the namespace itself. */
export type DisconnectParameters = { namespace?: ChainNamespace | undefined } | ChainNamespace | undefined

/** Return type of {@link useDisconnect}. */
export interface UseDisconnectReturnType {
  /**
   * Disconnects one namespace, or every one when none is given.
   * @throws {DisconnectFailedError} 'Failed to disconnect' (the local state is reset anyway).
   */
  disconnect: (parameters?: DisconnectParameters) => Promise<void>
}

/**
 * Disconnects the wallet.
 *
 * @example
 * const { disconnect } = useDisconnect()
 * return <button onClick={() => disconnect()}>Sign out</button>
 * await disconnect({ namespace: 'solana' })
 */
export function useDisconnect(): UseDisconnectReturnType {
  const appKit = useAppKitInstance()
  return useMemo(
    () => ({
      disconnect: (parameters) =>
        appKit.disconnect(typeof parameters === 'object' ? parameters.namespace : parameters),
    }),
    [appKit],
  )
}
