import type { ChainNamespace } from '@portico/common'
import type { DeleteConnectionParameters, SwitchConnectionParameters, WalletConnection } from '@portico/core'
import { useCallback } from 'react'
import { useAppKitConnections } from './useAppKitConnections.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useRequestState } from './useRequestState.ts'

/** What `onSuccess` of {@link useAppKitConnection} is told (AppKit's shape). */
export interface ConnectionChange {
  /** Address switched to, or deleted. */
  address: string
  namespace: ChainNamespace
  /** Another account of the same wallet. */
  hasSwitchedAccount: boolean
  /** Another wallet. */
  hasSwitchedWallet: boolean
  /** A recent connection was forgotten. */
  hasDeletedWallet: boolean
}

/** Parameters of {@link useAppKitConnection}. */
export interface UseAppKitConnectionParameters {
  /** Namespace (default: the active one). */
  namespace?: ChainNamespace | undefined
  onSuccess?: ((change: ConnectionChange) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

/** What {@link useAppKitConnection} returns (AppKit's shape). */
export interface UseAppKitConnectionReturnType {
  /** The namespace's current connection. */
  connection: WalletConnection | undefined
  /** Whether a switch is running. */
  isPending: boolean
  /** Makes another (installed) wallet the namespace's connection; never throws (see `onError`). */
  switchConnection: (parameters: SwitchConnectionParameters) => Promise<void>
  /** Forgets a recent connection. */
  deleteConnection: (parameters: DeleteConnectionParameters) => void
}

/**
 * The current wallet connection of a namespace, and switching to another wallet or forgetting a recent one.
 *
 * @example
 * const { connection, switchConnection } = useAppKitConnection({ onSuccess: ({ address }) => log(address) })
 */
export function useAppKitConnection({
  namespace,
  onSuccess,
  onError,
}: UseAppKitConnectionParameters = {}): UseAppKitConnectionReturnType {
  const appKit = useAppKitInstance()
  const { connections } = useAppKitConnections(namespace)
  const connection = connections[0]
  const { run, isPending } = useRequestState(
    async (parameters: SwitchConnectionParameters): Promise<ConnectionChange> => {
      const before = connection?.connectorId
      const { address, chainNamespace } = await appKit.switchConnection(parameters)
      const sameWallet = before === parameters.connection.connectorId
      return {
        address,
        namespace: chainNamespace as ChainNamespace,
        hasSwitchedAccount: sameWallet,
        hasSwitchedWallet: !sameWallet,
        hasDeletedWallet: false,
      }
    },
    { onSuccess, onError },
  )
  const deleteConnection = useCallback(
    (parameters: DeleteConnectionParameters) => {
      appKit.deleteConnection(parameters)
      onSuccess?.({
        address: parameters.address,
        namespace: namespace ?? appKit.getActiveChainNamespace() ?? 'eip155',
        hasSwitchedAccount: false,
        hasSwitchedWallet: false,
        hasDeletedWallet: true,
      })
    },
    [appKit, namespace, onSuccess],
  )
  return { connection, isPending, switchConnection: run, deleteConnection }
}
