import type { CaipNetwork, CaipNetworkId } from '@portico/common'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/** What {@link useAppKitNetworkCore} returns (AppKit's shape). */
export interface UseAppKitNetworkCoreReturnType {
  /** Active network; `undefined` while the wallet is on one the app does not list. */
  caipNetwork: CaipNetwork | undefined
  /** `namespace:reference` of the active network. */
  caipNetworkId: CaipNetworkId | undefined
  /** Its chain id (a number for eip155). */
  chainId: number | string | undefined
}

/**
 * The active network, without a way to switch it (`useAppKitNetwork` adds `switchNetwork`).
 *
 * @example
 * const { chainId } = useAppKitNetworkCore()
 */
export function useAppKitNetworkCore(): UseAppKitNetworkCoreReturnType {
  const { activeNetwork } = useStoreSnapshot(useAppKitInstance().stores.chain)
  return useMemo(
    () => ({
      caipNetwork: activeNetwork,
      caipNetworkId: activeNetwork?.caipNetworkId,
      chainId: activeNetwork?.id,
    }),
    [activeNetwork],
  )
}
