import type { ChainNamespace } from '@portico/common'
import { selectConnections, type ConnectionsOfNamespace } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/** What {@link useAppKitConnections} returns (AppKit's shape). */
export type UseAppKitConnectionsReturnType = ConnectionsOfNamespace

/**
 * The wallet connections of a namespace (default: the active one) and the ones disconnected earlier in this
 * page's life. Portico keeps one wallet per namespace, so `connections` has at most one entry.
 *
 * @example
 * const { connections, recentConnections } = useAppKitConnections('eip155')
 */
export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturnType {
  const appKit = useAppKitInstance()
  const connection = useStoreSnapshot(appKit.stores.connection)
  const account = useStoreSnapshot(appKit.stores.account)
  const chain = useStoreSnapshot(appKit.stores.chain)
  // Recomputed when a store it reads changes.
  return useMemo(
    () => selectConnections(appKit.context, namespace),
    [appKit, namespace, connection, account, chain],
  )
}
