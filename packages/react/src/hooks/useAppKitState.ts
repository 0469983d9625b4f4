import { selectPublicState, type PublicState } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/** Return type of {@link useAppKitState}. */
export type UseAppKitStateReturnType = PublicState

/**
 * Modal and network state: `open`, `selectedNetworkId`, `loading`.
 *
 * @example
 * const { open, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState(): UseAppKitStateReturnType {
  const { stores } = useAppKitInstance()
  const modal = useStoreSnapshot(stores.modal)
  const chain = useStoreSnapshot(stores.chain)
  return useMemo(() => selectPublicState(modal, chain), [modal, chain])
}
