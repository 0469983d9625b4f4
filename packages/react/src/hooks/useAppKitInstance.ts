import { useSyncExternalStore } from 'react'
import { getAppKit, requireAppKit, subscribeAppKit, type AppKit } from '../appKitInstance.ts'

/**
 * The instance `createAppKit` made.
 *
 * @throws {AppKitNotCreatedError} before `createAppKit` ran.
 *
 * @example
 * const appKit = useAppKitInstance()
 */
export function useAppKitInstance(): AppKit {
  useSyncExternalStore(subscribeAppKit, getAppKit, getAppKit)
  return requireAppKit()
}
