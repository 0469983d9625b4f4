import { useEffect, useRef, type ReactNode } from 'react'
import { focusableElements } from './focusableElements.ts'

/** Props of {@link FocusRegion}. */
export interface FocusRegionProps {
  className?: string | undefined
  children: ReactNode
}

/**
 * A part of the dialog that takes focus when it appears and focus is not on anything useful: on the dialog
 * itself (just opened) or lost to the page because the focused element was replaced (a view or state
 * changed). Focus on a header button stays where it is. Give it a `key` per view or state.
 */
export function FocusRegion({ className, children }: FocusRegionProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const region = ref.current
    const dialog = region?.closest<HTMLElement>('[role="dialog"]')
    if (!region || !dialog) return
    const active = document.activeElement
    const focusIsLost = !active || active === document.body || active === dialog || !dialog.contains(active)
    if (focusIsLost) (focusableElements(region)[0] ?? dialog).focus()
  }, [])
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  )
}
