import { useLayoutEffect, type RefObject } from 'react'
import { focusableElements } from './focusableElements.ts'

/**
 * While mounted: moves focus into `container`, keeps Tab and Shift+Tab cycling inside it, pulls focus back if
 * it lands outside, and on unmount returns focus to the element that had it before.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, enabled = true): void {
  // A layout effect runs before the views' effects, so the element to restore is read before they move focus.
  useLayoutEffect(() => {
    const container = containerRef.current
    if (!container || !enabled) return
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!container.contains(document.activeElement)) container.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusables = focusableElements(container)
      const first = focusables[0]
      const last = focusables.at(-1)
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === container || !container.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      // The embedded wallet's secure frame, shown over the ApproveTransaction view, is part of the dialog.
      if (event.target instanceof Element && event.target.hasAttribute('data-portico-secure-frame')) return
      if (event.target instanceof Node && !container.contains(event.target)) container.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      if (previouslyFocused?.isConnected) previouslyFocused.focus()
    }
  }, [containerRef, enabled])
}
