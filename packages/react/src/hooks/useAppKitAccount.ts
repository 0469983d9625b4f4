import { selectPublicAccount, type PublicAccount } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/** Return type of {@link useAppKitAccount}. */
export type UseAppKitAccountReturnType = PublicAccount

/**
 * The connected account: `address`, `caipAddress`, `isConnected`, `status`.
 *
 * @example
 * const { address, isConnected } = useAppKitAccount()
 */
export function useAppKitAccount(): UseAppKitAccountReturnType {
  const account = useStoreSnapshot(useAppKitInstance().stores.account)
  return useMemo(() => selectPublicAccount(account), [account])
}
