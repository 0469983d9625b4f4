import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

/** IntersectionObserver v2 (Chromium): `trackVisibility` and `isVisible`, not yet in TypeScript's DOM types. */
interface VisibilityObserverInit extends IntersectionObserverInit {
  trackVisibility: boolean
  delay: number
}

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

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

/** What {@link useVisibilityGuard} knows about the guarded element. */
export interface VisibilityGuard {
  /** See {@link Visibility}; where the browser cannot tell, `visible` only means "shown for `minimumMs`". */
  visibility: Visibility
  /** Whether the browser reports real visibility (IntersectionObserver v2); if not, nothing here is proof. */
  tracked: boolean
  /** Whether, for this key, the element stopped being visible after it had been: the page is in the way. */
  wasObscured: boolean
  /** Reads the browser's reports not yet delivered and says whether the element is visible right now. */
  confirmVisible: () => boolean
}

/** A frame smaller than this cannot show the whole approval screen: a "tiny iframe" counts as not visible. */
export const MIN_VISIBLE_VIEWPORT = { width: 240, height: 240 } as const

/** Whether this browser tells an element's real visibility (IntersectionObserver v2, `isVisible`). */
export function canTrackVisibility(scope: typeof globalThis = globalThis): boolean {
  const Entry = scope.IntersectionObserverEntry as { prototype: object } | undefined
  return (
    typeof scope.IntersectionObserver === 'function' && Entry !== undefined && 'isVisible' in Entry.prototype
  )
}

function viewportIsLargeEnough(): boolean {
  return (
    globalThis.innerWidth >= MIN_VISIBLE_VIEWPORT.width &&
    globalThis.innerHeight >= MIN_VISIBLE_VIEWPORT.height
  )
}

interface GuardState {
  key: string
  visibility: Visibility
  wasObscured: boolean
}

/**
 * Clickjacking guard for the approval screen: the embedding page decides where the secure site's iframe sits
 * and how it looks, so a hostile or broken page could lay it under a decoy, make it see-through, shrink or
 * transform it, and have a person press Approve without seeing the request. Where the browser can tell
 * (IntersectionObserver v2's `trackVisibility`, in Chromium), the element counts as `visible` only once it has
 * been fully on screen, uncovered, opaque and untransformed, in a frame at least {@link MIN_VISIBLE_VIEWPORT}
 * large, for `minimumMs`; it drops to `obscured` (and `wasObscured` stays set for this key) as soon as that stops.
 * Where the browser cannot tell, `tracked` is false and `visible` only means the element has been shown for
 * `minimumMs`, which refuses a press aimed before the screen appeared but proves nothing else: the caller must
 * then ask for a gesture an overlay cannot fake. `key` restarts everything (a new request).
 *
 * @example
 * const dialog = useRef<HTMLElement>(null)
 * const guard = useVisibilityGuard(dialog, request.id, { minimumMs: 500, graceMs: 1500 })
 * <button disabled={guard.visibility !== 'visible'} onClick={() => guard.confirmVisible() && approve()}>Approve</button>
 */
export function useVisibilityGuard(
  target: RefObject<Element | null>,
  key: string,
  { minimumMs, graceMs }: VisibilityGuardTiming,
): VisibilityGuard {
  // Kept with the key it was found for: a new request reads `checking` from its first render on.
  const [state, setState] = useState<GuardState>({ key, visibility: 'checking', wasObscured: false })
  const [tracked] = useState(() => canTrackVisibility())
  // What the latest report said, and a way to read reports the browser has queued but not yet delivered.
  const live = useRef<{ key: string; visible: boolean; flush: () => void }>({
    key,
    visible: false,
    flush: () => {},
  })

  useEffect(() => {
    // `hidden`: it had been visible and is not any more (a slow first paint does not count).
    const setVisibility = (visibility: Visibility, hidden = false) =>
      setState((previous) => ({
        key,
        visibility,
        wasObscured: (previous.key === key && previous.wasObscured) || hidden,
      }))
    setState({ key, visibility: 'checking', wasObscured: false })
    const element = target.current
    let armTimer: ReturnType<typeof setTimeout> | undefined
    let visible = false
    let everVisible = false
    let graceOver = false
    const arm = () => {
      clearTimeout(armTimer)
      armTimer = setTimeout(() => setVisibility('visible'), minimumMs)
    }
    const update = (nowVisible: boolean) => {
      live.current = { ...live.current, key, visible: nowVisible }
      if (nowVisible === visible) return
      visible = nowVisible
      if (nowVisible) {
        everVisible = true
        setVisibility('checking')
        arm()
      } else {
        clearTimeout(armTimer)
        // Seen, then hidden: the page is in the way now, whatever the grace time says.
        setVisibility(graceOver || everVisible ? 'obscured' : 'checking', everVisible)
      }
    }
    const graceTimer = setTimeout(() => {
      graceOver = true
      if (!visible) setVisibility('obscured')
    }, graceMs)

    if (!element || !tracked) {
      // Nothing to ask the browser: only the size of the frame and the time shown can be known.
      const onResize = () => update(viewportIsLargeEnough())
      live.current = { key, visible: false, flush: onResize }
      onResize()
      globalThis.addEventListener('resize', onResize)
      return () => {
        globalThis.removeEventListener('resize', onResize)
        clearTimeout(armTimer)
        clearTimeout(graceTimer)
      }
    }

    let lastReport = false
    const read = (entries: IntersectionObserverEntry[]) => {
      const entry = entries[entries.length - 1] as VisibilityEntry | undefined
      if (entry) lastReport = entry.isVisible === true && entry.intersectionRatio >= 0.99
      update(lastReport && viewportIsLargeEnough())
    }
    const observer = new IntersectionObserver(
      read,
      // delay: the browser's minimum for visibility tracking (it is costly to compute).
      { threshold: [0, 1], trackVisibility: true, delay: 100 } as VisibilityObserverInit,
    )
    const onResize = () => read([])
    live.current = { key, visible: false, flush: () => read(observer.takeRecords()) }
    observer.observe(element)
    globalThis.addEventListener('resize', onResize)
    return () => {
      observer.disconnect()
      globalThis.removeEventListener('resize', onResize)
      clearTimeout(armTimer)
      clearTimeout(graceTimer)
    }
  }, [target, key, minimumMs, graceMs, tracked])

  const current = state.key === key ? state : { key, visibility: 'checking' as const, wasObscured: false }
  const confirmVisible = useCallback(() => {
    if (live.current.key !== key) return false
    live.current.flush()
    return live.current.visible
  }, [key])
  return { visibility: current.visibility, wasObscured: current.wasObscured, tracked, confirmVisible }
}
