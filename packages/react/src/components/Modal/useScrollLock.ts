import { useEffect } from 'react'

const LOCKED_CLASS = 'portico-scroll-locked'

/** While mounted, the page behind the modal does not scroll (a class, not an inline style: CSP-safe). */
export function useScrollLock(enabled = true): void {
  useEffect(() => {
    if (!enabled) return
    const root = document.documentElement
    root.classList.add(LOCKED_CLASS)
    return () => root.classList.remove(LOCKED_CLASS)
  }, [enabled])
}
