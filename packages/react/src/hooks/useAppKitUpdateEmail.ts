import { waitForEmailUpdate } from '@portico/core'
import { useCallback } from 'react'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { useRequestState, type RequestCallbacks, type RequestState } from './useRequestState.ts'

/** What {@link useAppKitUpdateEmail} returns (AppKit's shape). */
export interface UseAppKitUpdateEmailReturnType extends RequestState<{ email: string }> {
  /** Opens the modal where the embedded wallet's user changes their email; never throws (see `onError`). */
  updateEmail: () => Promise<void>
}

/**
 * Lets the embedded wallet's user change their email: `updateEmail()` opens the modal's email update (the new
 * address, then the codes sent to both) and `data.email` is the new address once it is done.
 *
 * @example
 * const { updateEmail, data } = useAppKitUpdateEmail({ onSuccess: ({ email }) => toast(email) })
 */
export function useAppKitUpdateEmail(
  callbacks: RequestCallbacks<{ email: string }> = {},
): UseAppKitUpdateEmailReturnType {
  const appKit = useAppKitInstance()
  const { run, ...state } = useRequestState(() => waitForEmailUpdate(appKit.context), callbacks)
  const updateEmail = useCallback(() => run(), [run])
  return { ...state, updateEmail }
}
