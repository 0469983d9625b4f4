import { hideToast } from '@portico/core'
import { useEffect } from 'react'
import { Spinner } from '../components/Spinner.tsx'
import { AlertIcon } from '../components/icons/AlertIcon.tsx'
import { CheckIcon } from '../components/icons/CheckIcon.tsx'
import { useAppKitInstance } from '../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../hooks/useStoreSnapshot.ts'

/** How long a toast that closes itself stays. */
export const TOAST_DURATION_MS = 2500

/**
 * §4 toasts (success, error, loading) at the bottom of the modal. Errors are announced assertively, the rest
 * politely; one that closes itself leaves after 2.5 s.
 */
export function Toast() {
  const appKit = useAppKitInstance()
  const toast = useStoreSnapshot(appKit.stores.toast)
  useEffect(() => {
    if (!toast.open || !toast.autoClose) return
    const timer = setTimeout(() => hideToast(appKit.context), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [appKit, toast])
  return (
    <div className="portico-toast-region" role={toast.variant === 'error' ? 'alert' : 'status'}>
      {toast.open ? (
        <div className="portico-toast" data-variant={toast.variant}>
          <span className="portico-toast__icon" aria-hidden="true">
            {toast.variant === 'loading' ? (
              <Spinner size={16} />
            ) : toast.variant === 'error' ? (
              <AlertIcon />
            ) : (
              <CheckIcon />
            )}
          </span>
          <span>{toast.message}</span>
        </div>
      ) : null}
    </div>
  )
}
