import { useEffect, useState } from 'react'

function secondsUntil(until: number | undefined): number {
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000))
}

/**
 * Whole seconds left until `until` (ms since epoch), ticking each second; 0 once passed or when `until` is
 * unknown. §9: the email-login cooldown shown on 'Resend code'.
 *
 * @example
 * const seconds = useCountdown(lastEmailLoginAt + 30_000)
 */
export function useCountdown(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === undefined) return
    const timer = setInterval(() => {
      setNow(Date.now())
      if (Date.now() >= until) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  // `now` re-renders each second; the value is computed from the clock so a new `until` counts at once.
  void now
  return secondsUntil(until)
}
