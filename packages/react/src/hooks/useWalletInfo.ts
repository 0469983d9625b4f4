import type { ChainNamespace } from '@portico/common'
import type { WalletInfo } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/** What {@link useWalletInfo} returns (AppKit's shape). */
export interface UseWalletInfoReturnType {
  /** The connected wallet's name, icon and id; `undefined` when none is connected. */
  walletInfo: WalletInfo | undefined
}

/**
 * The connected wallet of the active namespace, or of `namespace`.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 * return walletInfo ? <img src={walletInfo.icon} alt={walletInfo.name} /> : null
 */
export function useWalletInfo(namespace?: ChainNamespace): UseWalletInfoReturnType {
  const appKit = useAppKitInstance()
  const connection = useStoreSnapshot(appKit.stores.connection)
  const account = useStoreSnapshot(appKit.stores.account)
  // Recomputed when either store changes; getWalletInfo reads them both.
  return useMemo(
    () => ({ walletInfo: appKit.getWalletInfo(namespace) }),
    [appKit, namespace, connection, account],
  )
}
