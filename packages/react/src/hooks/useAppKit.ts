import { useMemo } from 'react'
import type { AppKit } from '../appKitInstance.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'

/** Return type of {@link useAppKit}. */
export interface UseAppKitReturnType {
  /** Opens the modal at the default view (§2), or at `options.view`. */
  open: AppKit['open']
  /** Closes the modal. */
  close: AppKit['close']
}

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open } = useAppKit()
 * return <button onClick={() => open()}>Open</button>
 */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitInstance()
  return useMemo(() => ({ open: appKit.open, close: appKit.close }), [appKit])
}
