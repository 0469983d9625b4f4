import { type RefObject, useEffect, useState } from 'react'

/** IntersectionObserver v2 (Chromium): `trackVisibility` and `isVisible`, not yet in TypeScript's DOM types. */
interface VisibilityObserverInit extends IntersectionObserverInit {
  trackVisibility: boolean
  delay: number
}

/**
 * Where a guarded element stands: `checking` until it has been fully visible for long enough, `visible` then,
 * and `obscured` once the browser says something covers it, makes it see-through or transforms it (or it never
 * became visible within the grace period).
 */
export type Visibility = 'checking' | 'visible' | 'obscured'

/** Timing of {@link useVisibilityGuard}. */
export interface VisibilityGuardTiming {
  /** How long the element must have been fully visible, without a break, before it counts. */
  minimumMs: number
  /** How long the element may take to become visible before it is reported as obscured. */
  graceMs: number
}

/** Whether this browser tells an element's real visibility (IntersectionObserver v2, `isVisible`). */
export function canTrackVisibility(scope: typeof globalThis = globalThis): boolean {
  const Entry = scope.IntersectionObserverEntry as { prototype: object } | undefined
  return (
    typeof scope.IntersectionObserver === 'function' && Entry !== undefined && 'isVisible' in Entry.prototype
  )
}

/**
 * Clickjacking guard for the approval screen: the embedding page decides where the secure site's iframe sits
 * and how it looks, so a hostile or broken page could lay it under a decoy or make it see-through and have a
 * person press Approve without seeing the request. Where the browser can tell (IntersectionObserver v2's
 * `trackVisibility`, in Chromium), the element counts as `visible` only once it has been fully on screen,
 * uncovered, opaque and untransformed for `minimumMs`; it falls back to `checking` whenever that stops. Where the
 * browser cannot tell, it counts `minimumMs` from when the element is shown, which still refuses a press that
 * was aimed before the screen appeared. `key` restarts the count (a new request).
 *
 * @example
 * const actions = useRef<HTMLElement>(null)
 * const visibility = useVisibilityGuard(actions, request.id, { minimumMs: 500, graceMs: 1500 })
 * <button disabled={visibility !== 'visible'}>Approve</button>
 */
export function useVisibilityGuard(
  target: RefObject<Element | null>,
  key: string,
  { minimumMs, graceMs }: VisibilityGuardTiming,
): Visibility {
  // Kept with the key it was found for: a new request reads `checking` from its first render on.
  const [state, setState] = useState<{ key: string; visibility: Visibility }>({ key, visibility: 'checking' })
  useEffect(() => {
    const setVisibility = (visibility: Visibility) => setState({ key, visibility })
    setVisibility('checking')
    const element = target.current
    let armTimer: ReturnType<typeof setTimeout> | undefined
    const arm = () => {
      clearTimeout(armTimer)
      armTimer = setTimeout(() => setVisibility('visible'), minimumMs)
    }
    if (!element || !canTrackVisibility()) {
      arm()
      return () => clearTimeout(armTimer)
    }

    let visible = false
    let graceOver = false
    const graceTimer = setTimeout(() => {
      graceOver = true
      if (!visible) setVisibility('obscured')
    }, graceMs)
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1] as IntersectionObserverEntry & { isVisible?: boolean }
        const nowVisible = entry.isVisible === true && entry.intersectionRatio >= 0.99
        if (nowVisible === visible) return
        visible = nowVisible
        if (nowVisible) {
          setVisibility('checking')
          arm()
        } else {
          clearTimeout(armTimer)
          setVisibility(graceOver ? 'obscured' : 'checking')
        }
      },
      // delay: the browser's minimum for visibility tracking (it is costly to compute).
      { threshold: [0, 1], trackVisibility: true, delay: 100 } as VisibilityObserverInit,
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      clearTimeout(armTimer)
      clearTimeout(graceTimer)
    }
  }, [target, key, minimumMs, graceMs])
  return state.key === key ? state.visibility : 'checking'
}
