import type { ChainNamespace } from '@portico/common'
import { selectPublicAccount, type PublicAccount } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/** Parameters of {@link useAppKitAccount}. */
export interface UseAppKitAccountParameters {
  /** Namespace whose account to report (default: the active one). */
  namespace?: ChainNamespace | undefined
  /** Another spelling AppKit's docs use for `namespace`. */
  chainNamespace?: ChainNamespace | undefined
}

/** Return type of {@link useAppKitAccount}. */
export type UseAppKitAccountReturnType = PublicAccount

/**
 * The connected account: `address`, `caipAddress`, `isConnected`, `status`, `allAccounts` and, for email and
 * social logins, `embeddedWalletInfo`; of `namespace` when given.
 *
 * @example
 * const { address, isConnected } = useAppKitAccount()
 * const solana = useAppKitAccount({ namespace: 'solana' })
 */
export function useAppKitAccount({
  namespace,
  chainNamespace,
}: UseAppKitAccountParameters = {}): UseAppKitAccountReturnType {
  const { stores } = useAppKitInstance()
  const account = useStoreSnapshot(stores.account)
  const connection = useStoreSnapshot(stores.connection)
  const wanted = namespace ?? chainNamespace
  return useMemo(() => selectPublicAccount(account, connection, wanted), [account, connection, wanted])
}
