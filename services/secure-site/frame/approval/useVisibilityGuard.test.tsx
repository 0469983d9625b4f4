// @vitest-environment happy-dom
import { act, useRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { canTrackVisibility, MIN_VISIBLE_VIEWPORT, useVisibilityGuard } from './useVisibilityGuard.ts'
import { StandInVisibilityEntry, StandInVisibilityObserver } from './visibilityObserverStandIn.ts'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let latestGuard: ReturnType<typeof useVisibilityGuard> | undefined

function Guarded({ requestId }: { requestId: string }) {
  const target = useRef<HTMLDivElement>(null)
  const guard = useVisibilityGuard(target, requestId, { minimumMs: 500, graceMs: 1_500 })
  latestGuard = guard
  return (
    <div ref={target} data-testid="guarded">
      {guard.visibility}
    </div>
  )
}

let root: Root | undefined
let container: HTMLElement | undefined
const shown = () => container?.textContent

async function render(requestId: string) {
  await act(async () => root!.render(<Guarded requestId={requestId} />))
}
const pass = (ms: number) => act(async () => void vi.advanceTimersByTime(ms))
const report = (isVisible: boolean, ratio?: number) =>
  act(async () => StandInVisibilityObserver.latest!.report(isVisible, ratio))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root?.unmount())
  container?.remove()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  StandInVisibilityObserver.latest = undefined
})

describe('useVisibilityGuard where the browser cannot tell visibility', () => {
  it('counts the minimum time from when the element is shown, and again for a new key', async () => {
    vi.stubGlobal('IntersectionObserverEntry', undefined)
    expect(canTrackVisibility()).toBe(false)
    await render('a')
    expect(shown()).toBe('checking')
    await pass(499)
    expect(shown()).toBe('checking')
    await pass(1)
    expect(shown()).toBe('visible')
    await render('b')
    expect(shown()).toBe('checking')
    await pass(500)
    expect(shown()).toBe('visible')
    // Visible here only means "shown long enough": the caller must ask for a gesture.
    expect(latestGuard?.tracked).toBe(false)
  })

  it('attack: a frame shrunk to a few pixels never counts as visible, even where the browser cannot tell', async () => {
    vi.stubGlobal('IntersectionObserverEntry', undefined)
    vi.stubGlobal('innerWidth', 40)
    await render('a')
    await pass(2_000)
    expect(shown()).toBe('obscured')
    vi.stubGlobal('innerWidth', MIN_VISIBLE_VIEWPORT.width)
    await act(async () => void globalThis.dispatchEvent(new Event('resize')))
    await pass(500)
    expect(shown()).toBe('visible')
  })
})

describe('useVisibilityGuard with IntersectionObserver v2', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', StandInVisibilityObserver)
    vi.stubGlobal('IntersectionObserverEntry', StandInVisibilityEntry)
  })

  it('asks the browser to track real visibility of the element', async () => {
    expect(canTrackVisibility()).toBe(true)
    await render('a')
    const observer = StandInVisibilityObserver.latest!
    expect(observer.options).toMatchObject({ trackVisibility: true })
    expect(observer.options.delay).toBeGreaterThanOrEqual(100)
    expect(observer.observed).toEqual([container!.querySelector('[data-testid="guarded"]')])
    await act(async () => root!.unmount())
    root = undefined
    expect(observer.disconnected).toBe(true)
  })

  it('is visible only after the element has been fully visible for the minimum time without a break', async () => {
    await render('a')
    await report(false, 0)
    await pass(1_000)
    expect(shown()).toBe('checking')
    await report(true)
    await pass(300)
    // Covered before the time was up: the count starts again.
    await report(false)
    await report(true)
    await pass(300)
    expect(shown()).toBe('checking')
    await pass(200)
    expect(shown()).toBe('visible')
  })

  it('says obscured when the element never became visible within the grace time, or stops being visible after', async () => {
    await render('a')
    await report(false, 0)
    await pass(1_500)
    expect(shown()).toBe('obscured')
    // Half on screen is not enough, even when what shows is uncovered.
    await report(true, 0.5)
    await pass(1_000)
    expect(shown()).toBe('obscured')
    await report(true, 1)
    expect(shown()).toBe('checking')
    await pass(500)
    expect(shown()).toBe('visible')
    // Made see-through or covered: Approve must stop at once.
    await report(false, 1)
    expect(shown()).toBe('obscured')
  })

  it('attack: made see-through after it had been seen, it is obscured at once, before the grace time, and stays marked', async () => {
    await render('a')
    await report(true)
    await pass(500)
    expect(latestGuard?.wasObscured).toBe(false)
    await report(false)
    expect(shown()).toBe('obscured')
    expect(latestGuard?.wasObscured).toBe(true)
    await report(true)
    await pass(500)
    expect(shown()).toBe('visible')
    expect(latestGuard?.wasObscured).toBe(true)
    // A new request starts with a clean slate.
    await render('b')
    expect(latestGuard?.wasObscured).toBe(false)
  })

  it('attack: made see-through just before the press, confirmVisible reads the report the browser has not delivered yet', async () => {
    await render('a')
    await report(true)
    await pass(500)
    expect(shown()).toBe('visible')
    expect(latestGuard!.confirmVisible()).toBe(true)
    StandInVisibilityObserver.latest!.queue(false)
    let confirmed: boolean | undefined
    await act(async () => void (confirmed = latestGuard!.confirmVisible()))
    expect(confirmed).toBe(false)
    expect(shown()).toBe('obscured')
  })

  it('attack: a frame shrunk to a few pixels is not visible even when the browser says the element is', async () => {
    vi.stubGlobal('innerHeight', 30)
    await render('a')
    await report(true)
    await pass(2_000)
    expect(shown()).toBe('obscured')
  })
})
