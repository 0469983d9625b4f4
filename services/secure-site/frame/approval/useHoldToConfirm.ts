import {
  type KeyboardEvent,
  type PointerEvent,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'

/** Where a hold stands: not started, under way (with its share done, 0 to 1), or let go too early. */
export type HoldState = { phase: 'idle' } | { phase: 'holding'; progress: number } | { phase: 'released' }

/** What {@link useHoldToConfirm} needs. */
export interface HoldToConfirmParameters {
  /** Whether a hold may start now (the screen has been shown long enough, nothing is in flight). */
  enabled: boolean
  /** How long the press must last. */
  durationMs: number
  /** Called once when a hold has lasted `durationMs`, while it is still held. */
  onConfirm: () => void
  /** Restarts everything (a new request). */
  key: string
}

/** What {@link useHoldToConfirm} returns: the hold's state and the handlers to spread on the button. */
export interface HoldToConfirm {
  state: HoldState
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void
    onPointerUp: () => void
    onPointerLeave: () => void
    onPointerCancel: () => void
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
    onKeyUp: (event: KeyboardEvent<HTMLElement>) => void
    onBlur: () => void
    onContextMenu: (event: SyntheticEvent) => void
  }
}

// Progress is redrawn (and read out) in steps this long.
const TICK_MS = 100

function isOnElement(event: PointerEvent<HTMLElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect()
  return (
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom
  )
}

/**
 * Press-and-hold confirmation for the approval screen where the browser cannot prove the screen is visible: a
 * click can be pre-aimed or led through a decoy in one motion, a hold of `durationMs` on the button cannot be
 * finished without the person meaning to. A hold starts only from a trusted (browser-made) primary pointer press
 * located on the button, or a fresh trusted Enter/Space key press on it (a key already held down when the screen
 * appeared repeats, and repeats do not count); leaving the button, letting go, a cancelled pointer or losing focus
 * ends it early. `onConfirm` runs once the hold has lasted `durationMs`.
 *
 * @example
 * const hold = useHoldToConfirm({ enabled, durationMs: 1500, onConfirm: approve, key: request.id })
 * <button {...hold.handlers}>Hold to approve</button>
 */
export function useHoldToConfirm({
  enabled,
  durationMs,
  onConfirm,
  key,
}: HoldToConfirmParameters): HoldToConfirm {
  const [state, setState] = useState<HoldState>({ phase: 'idle' })
  const hold = useRef<{ timer: ReturnType<typeof setInterval>; startedAt: number } | undefined>(undefined)
  const confirm = useRef(onConfirm)
  confirm.current = onConfirm

  const stop = useCallback((next: HoldState) => {
    if (!hold.current) return
    clearInterval(hold.current.timer)
    hold.current = undefined
    setState(next)
  }, [])

  const start = useCallback(() => {
    if (hold.current) return
    const startedAt = Date.now()
    const timer = setInterval(() => {
      const progress = Math.min(1, (Date.now() - startedAt) / durationMs)
      if (progress < 1) {
        setState({ phase: 'holding', progress })
        return
      }
      stop({ phase: 'idle' })
      confirm.current()
    }, TICK_MS)
    hold.current = { timer, startedAt }
    setState({ phase: 'holding', progress: 0 })
  }, [durationMs, stop])

  // A new request, or one that may no longer be approved, ends any hold under way.
  useEffect(() => {
    if (!enabled) stop({ phase: 'idle' })
  }, [enabled, stop])
  useEffect(() => {
    setState({ phase: 'idle' })
    return () => {
      if (hold.current) clearInterval(hold.current.timer)
      hold.current = undefined
    }
  }, [key])

  const letGo = useCallback(() => stop({ phase: 'released' }), [stop])
  return {
    state,
    handlers: {
      onPointerDown(event) {
        if (!enabled || !event.nativeEvent.isTrusted || !event.isPrimary || event.button !== 0) return
        if (!isOnElement(event)) return
        event.preventDefault()
        start()
      },
      onPointerUp: letGo,
      onPointerLeave: letGo,
      onPointerCancel: letGo,
      onKeyDown(event) {
        if (event.key !== 'Enter' && event.key !== ' ') return
        // The button must not click itself on Enter or Space: only the hold answers.
        event.preventDefault()
        event.stopPropagation()
        if (!enabled || !event.nativeEvent.isTrusted || event.repeat) return
        start()
      },
      onKeyUp(event) {
        if (event.key !== 'Enter' && event.key !== ' ') return
        event.preventDefault()
        letGo()
      },
      onBlur: letGo,
      // A long touch would otherwise open the context menu and cancel the hold.
      onContextMenu: (event) => event.preventDefault(),
    },
  }
}
