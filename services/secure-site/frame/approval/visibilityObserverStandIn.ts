// Test support (never imported by the frame): happy-dom has no IntersectionObserver v2, so the approval tests
// put this stand-in in its place and have it report what a test tells it. The real one (Chromium's) guards the
// approval screen in tests/e2e/embeddedWalletClickjacking.spec.ts.

/** An IntersectionObserver v2 that reports what the test says, now or at the next `takeRecords()`. */
export class StandInVisibilityObserver {
  static latest: StandInVisibilityObserver | undefined
  observed: Element[] = []
  disconnected = false
  private queued: IntersectionObserverEntry[] = []
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
  takeRecords(): IntersectionObserverEntry[] {
    const entries = this.queued
    this.queued = []
    return entries
  }
  private entry(isVisible: boolean, intersectionRatio: number) {
    return { isVisible, intersectionRatio, target: this.observed[0] } as unknown as IntersectionObserverEntry
  }
  /** What the browser would report: whether the element is visible, and how much of it is on screen. */
  report(isVisible: boolean, intersectionRatio = 1) {
    this.callback([this.entry(isVisible, intersectionRatio)], this as unknown as IntersectionObserver)
  }
  /** A report the browser has computed but not yet delivered (it waits in `takeRecords()`). */
  queue(isVisible: boolean, intersectionRatio = 1) {
    this.queued.push(this.entry(isVisible, intersectionRatio))
  }
}

/** Like Chromium's, `isVisible` is an accessor on the prototype (what canTrackVisibility looks for). */
export class StandInVisibilityEntry {
  get isVisible() {
    return false
  }
}
