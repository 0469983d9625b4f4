import type { CaipNetwork, CaipNetworkId } from '@portico/common'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/** What {@link useAppKitNetwork} returns (AppKit's shape). */
export interface UseAppKitNetworkReturnType {
  /** Active network; `undefined` while the wallet is on one the app does not list. */
  caipNetwork: CaipNetwork | undefined
  /** `namespace:reference` of the active network. */
  caipNetworkId: CaipNetworkId | undefined
  /** Its chain id (a number for eip155). */
  chainId: number | string | undefined
  /** Switches the active network, through the wallet when one is connected. */
  switchNetwork: (network: CaipNetwork) => Promise<void>
}

/**
 * The active network and a way to switch it.
 *
 * @example
 * const { caipNetwork, switchNetwork } = useAppKitNetwork()
 * return <button onClick={() => switchNetwork(porticoDevnetTwo)}>{caipNetwork?.name}</button>
 */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const appKit = useAppKitInstance()
  const { activeNetwork } = useStoreSnapshot(appKit.stores.chain)
  return useMemo(
    () => ({
      caipNetwork: activeNetwork,
      caipNetworkId: activeNetwork?.caipNetworkId,
      chainId: activeNetwork?.id,
      switchNetwork: appKit.switchNetwork,
    }),
    [activeNetwork, appKit],
  )
}
