import type { SiwxConfig } from '@portico/core'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useStoreSnapshot } from './useStoreSnapshot.ts'

/**
 * The sign-in (SIWX) configuration in use: `siwx`, or `siweConfig` mapped to it; `undefined` when sign-in is
 * off.
 *
 * @example
 * const siwx = useAppKitSIWX()
 * const sessions = await siwx?.getSessions?.('eip155:1', address)
 */
export function useAppKitSIWX(): SiwxConfig | undefined {
  return useStoreSnapshot(useAppKitInstance().stores.options).siwx
}
