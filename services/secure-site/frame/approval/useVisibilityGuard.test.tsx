// @vitest-environment happy-dom
import { act, useRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { canTrackVisibility, useVisibilityGuard } from './useVisibilityGuard.ts'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

// happy-dom has no IntersectionObserver v2, so these tests put a stand-in in its place that reports what a test
// tells it. The real one (Chromium's) guards the approval screen in tests/e2e/embeddedWallet.spec.ts.
class StandInVisibilityObserver {
  static latest: StandInVisibilityObserver | undefined
  observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number },
  ) {
    StandInVisibilityObserver.latest = this
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
  /** What the browser would report: whether the element is visible, and how much of it is on screen. */
  report(isVisible: boolean, intersectionRatio = 1) {
    const entry = {
      isVisible,
      intersectionRatio,
      target: this.observed[0],
    } as unknown as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}
// Like Chromium's, `isVisible` is an accessor on the prototype (what canTrackVisibility looks for).
class StandInVisibilityEntry {
  get isVisible() {
    return false
  }
}

function Guarded({ requestId }: { requestId: string }) {
  const target = useRef<HTMLDivElement>(null)
  const visibility = useVisibilityGuard(target, requestId, { minimumMs: 500, graceMs: 1_500 })
  return (
    <div ref={target} data-testid="guarded">
      {visibility}
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
})
