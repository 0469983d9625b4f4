// @ts-check
// Installed in every page before its own scripts (Playwright's addInitScript), the same for every app. It
// records, on the page's own clock (ms since navigation start):
// - the first animation frame where a visible button whose name says "connect" exists (nav → button visible);
// - the click (the first pointerdown, capture phase);
// - after the bench starts the dialog watch: the first frame where a dialog (`<dialog open>` or
//   role=dialog/alertdialog, shadow roots included) is visible (box > 0, not visibility:hidden, opacity > 0 up
//   its ancestors) and shows something (a text, image or icon under it is visible too), and the frame where it
//   settled: the first frame of a run of `quietFrames` frames in which its card's box and position (rounded to
//   px), element count, text length, wallet rows and loaded images did not change, with ≥ 1 wallet row and
//   every image in it complete (loaded, or failed);
// - long tasks and layout shifts (PerformanceObserver, buffered).
// Plain JavaScript read as text (not bundled), so what runs in the page is exactly this file.
;(() => {
  /** @typedef {{ atMs: number, left: number, top: number, width: number, height: number, elements: number, rows: number, images: number, imagesLoaded: number }} DialogChange */
  const probe = {
    /** @type {number | undefined} */ buttonVisibleAt: undefined,
    /** @type {number | undefined} */ clickAt: undefined,
    /** @type {number | undefined} */ dialogVisibleAt: undefined,
    /** @type {number | undefined} */ dialogSettledAt: undefined,
    dialogWatchDone: false,
    /** Frames after the first visible one in which the dialog was shown, or not (hidden, gone, not found). */
    dialogFrames: { shown: 0, notShown: 0 },
    /** @type {DialogChange[]} */ dialogChanges: [],
    /** @type {{ start: number, duration: number }[]} */ longTasks: [],
    /** @type {{ start: number, value: number }[]} */ layoutShifts: [],
    /** @param {number} quietFrames @param {number} timeoutMs */
    watchDialog: (quietFrames, timeoutMs) => watchDialog(quietFrames, timeoutMs),
  }
  Object.defineProperty(window, '__benchProbe', { value: probe })
  performance.setResourceTimingBufferSize(10_000)

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.layoutShifts.push({ start: entry.startTime, value: /** @type {any} */ (entry).value })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  addEventListener(
    'pointerdown',
    (event) => {
      probe.clickAt ??= event.timeStamp
    },
    { capture: true },
  )

  /** Every element under `root`, through open shadow roots. @param {ParentNode} root @returns {Element[]} */
  function deepElements(root) {
    /** @type {Element[]} */
    const found = []
    for (const element of root.querySelectorAll('*')) {
      found.push(element)
      if (element.shadowRoot) found.push(...deepElements(element.shadowRoot))
    }
    return found
  }

  /** Every element under `element`: its light children and its own shadow root, deeply. @param {Element} element */
  const subtree = (element) => [
    ...deepElements(element),
    ...(element.shadowRoot ? deepElements(element.shadowRoot) : []),
  ]

  /** Text a user sees in `node`, through shadow roots and slots. @param {Node} node @returns {string} */
  function deepText(node) {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
    if (!(node instanceof Element) && !(node instanceof DocumentFragment)) return ''
    if (node instanceof HTMLSlotElement) return node.assignedNodes({ flatten: true }).map(deepText).join('')
    if (node instanceof HTMLStyleElement || node instanceof HTMLScriptElement) return ''
    const children = node instanceof Element && node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes
    return [...children].map(deepText).join('')
  }

  /** The element above `element`, crossing out of a shadow root to its host. @param {Element} element */
  function parentOf(element) {
    if (element.parentElement) return element.parentElement
    const root = element.getRootNode()
    return root instanceof ShadowRoot ? root.host : null
  }

  /** Box > 0, displayed, not hidden, and no ancestor at opacity 0. @param {Element} element */
  function isVisible(element) {
    const box = element.getBoundingClientRect()
    if (box.width <= 0 || box.height <= 0) return false
    if (getComputedStyle(element).visibility === 'hidden') return false
    for (let at = /** @type {Element | null} */ (element); at; at = parentOf(at)) {
      if (Number(getComputedStyle(at).opacity) === 0) return false
    }
    return true
  }

  const isButton = (/** @type {Element} */ element) =>
    element.tagName === 'BUTTON' ||
    ['button', 'link', 'option', 'menuitem'].includes(element.getAttribute('role') ?? '')

  function findConnectButton() {
    return deepElements(document).find(
      (element) =>
        isButton(element) &&
        /connect/i.test(element.getAttribute('aria-label') || deepText(element)) &&
        isVisible(element),
    )
  }

  function findDialog() {
    const dialogs = deepElements(document).filter(
      (element) =>
        (element.tagName === 'DIALOG' && element.hasAttribute('open')) ||
        ['dialog', 'alertdialog'].includes(element.getAttribute('role') ?? ''),
    )
    // The outermost visible one (a modal may nest a dialog role inside its own).
    return dialogs.find((element) => isVisible(element))
  }

  /** True when `element` shows something itself: a text of its own, an image or an icon. @param {Element} element */
  const showsContent = (element) =>
    element.tagName === 'IMG' ||
    element.tagName.toLowerCase() === 'svg' ||
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim(),
    )

  /**
   * The dialog's shape at a frame, and a signature of everything "settled" waits on. Its box is the union of
   * the boxes under the dialog that cover less than 90 % of the viewport: the card a user sees, not a
   * full-screen backdrop or wrapper that some libraries give the dialog role.
   * @param {Element} dialog @param {number} atMs
   * @returns {{ change: DialogChange, signature: string, shown: boolean }}
   */
  function describeDialog(dialog, atMs) {
    const elements = subtree(dialog)
    const viewport = innerWidth * innerHeight
    let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity]
    for (const element of [dialog, ...elements]) {
      const box = element.getBoundingClientRect()
      if (box.width <= 0 || box.height <= 0 || box.width * box.height >= 0.9 * viewport) continue
      left = Math.min(left, box.left)
      top = Math.min(top, box.top)
      right = Math.max(right, box.right)
      bottom = Math.max(bottom, box.bottom)
    }
    const images = /** @type {HTMLImageElement[]} */ (elements.filter((element) => element.tagName === 'IMG'))
    const rows = elements.filter(
      (element) =>
        (isButton(element) || element.tagName === 'A') &&
        subtree(element).some((inner) => inner.tagName === 'IMG' || inner.tagName.toLowerCase() === 'svg') &&
        deepText(element).trim().length > 0,
    )
    const change = {
      atMs,
      left: Math.round(left),
      top: Math.round(top),
      width: right > left ? Math.round(right - left) : 0,
      height: bottom > top ? Math.round(bottom - top) : 0,
      elements: elements.length,
      rows: rows.length,
      images: images.length,
      imagesLoaded: images.filter((image) => image.complete).length,
    }
    const { atMs: _at, ...shape } = change
    const signature = JSON.stringify({ ...shape, text: deepText(dialog).length })
    const shown = change.width > 0 && elements.some((element) => showsContent(element) && isVisible(element))
    return { change, signature, shown }
  }

  /** @param {number} quietFrames @param {number} timeoutMs */
  function watchDialog(quietFrames, timeoutMs) {
    const started = performance.now()
    let signature = ''
    let since = 0
    let stableFrames = 0
    /** @param {number} now */
    const frame = (now) => {
      const dialog = findDialog()
      const described = dialog && describeDialog(dialog, now)
      if (probe.dialogVisibleAt !== undefined) probe.dialogFrames[described?.shown ? 'shown' : 'notShown']++
      if (described?.shown) {
        probe.dialogVisibleAt ??= now
        const { change, signature: next } = described
        if (next !== signature) {
          signature = next
          since = now
          stableFrames = 0
          probe.dialogChanges.push(change)
        } else {
          stableFrames++
        }
        const complete = change.rows > 0 && change.imagesLoaded === change.images
        if (complete && stableFrames >= quietFrames) {
          probe.dialogSettledAt = since
          probe.dialogWatchDone = true
          return
        }
      }
      if (now - started > timeoutMs) {
        probe.dialogWatchDone = true
        return
      }
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }

  /** @param {number} now */
  const watchButton = (now) => {
    if (document.body && findConnectButton()) probe.buttonVisibleAt = now
    else requestAnimationFrame(watchButton)
  }
  requestAnimationFrame(watchButton)
})()
