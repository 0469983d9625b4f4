// Issue 19's deterministic budgets, on AppKit's React quick start installed from the packed tarballs: the modal
// opens complete — no request between the click and a finished wallet list with its pictures, and no layout
// shift — once the page has been idle, and on a returning visitor's page (wallet list from local storage,
// chunks and pictures from the HTTP cache) even when the click comes before any idle time. Timings are never
// asserted here; `npm run bench:modal` prints them.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { selectedConsumerApps } from './consumerApps.ts'
import { stackUrl } from './consumerPage.ts'
import { appUrlVariable } from './startConsumers.ts'

/** The layout-shift score allowed after the click: none, to the rounding of the browser's own figures. */
const LAYOUT_SHIFT_BUDGET = 0.001

/** Records every request of a page with whether the network answered it (not the memory or disk cache). */
async function recordRequests(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const requests = new Map<string, { url: string; order: number; cached: boolean }>()
  let order = 0
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith('data:')) return
    requests.set(requestId, { url: request.url, order: order++, cached: false })
  })
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const request = requests.get(requestId)
    if (request) request.cached = true
  })
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = requests.get(requestId)
    if (request && (response.fromDiskCache || response.fromPrefetchCache)) request.cached = true
  })
  return {
    /** A mark to count from. */
    mark: () => order,
    /** URLs the network answered, of the requests sent since `mark`. */
    fromNetworkSince: (mark: number) =>
      [...requests.values()]
        .filter((request) => request.order >= mark && !request.cached)
        .map(({ url }) => url),
    all: () => [...requests.values()].map(({ url }) => url),
  }
}

/** Analytics events (§7 `POST /e`) are sent whenever they happen; nothing the modal waits for. */
const withoutAnalytics = (urls: string[]) =>
  urls.filter((url) => !['/e', '/getAnalyticsConfig'].includes(new URL(url).pathname))

/** Keeps the page's layout-shift entries (the browser's own, recent input included) from before it loads. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { startTime: number; value: number }[] = []
    Object.defineProperty(window, '__layoutShifts', { value: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push({
          startTime: entry.startTime,
          value: (entry as PerformanceEntry & { value: number }).value,
        })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout-shift score since `since` (the page's clock), read once two more frames have drawn. */
async function layoutShiftSince(page: Page, since: number): Promise<number> {
  return page.evaluate(async (from) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const shifts = (window as unknown as { __layoutShifts: { startTime: number; value: number }[] })
      .__layoutShifts
    return shifts.filter((shift) => shift.startTime >= from).reduce((sum, shift) => sum + shift.value, 0)
  }, since)
}

/**
 * The modal is complete: the Connect view shows its wallet rows (no skeleton, no view still loading) and every
 * picture in the dialog has loaded.
 */
async function waitForCompleteModal(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(page.locator('div.portico-root')).toHaveAttribute('data-view', 'Connect')
  await expect(dialog.getByRole('button', { name: 'All Wallets' })).toBeVisible()
  await expect(dialog.locator('[data-list-skeleton]')).toHaveCount(0)
  await expect(dialog.locator('.portico-view-loading')).toHaveCount(0)
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        const images = [...element.querySelectorAll('img')]
        return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0)
      }),
    )
    .toBe(true)
}

/** Clicks the connect button and returns the click's time on the page's clock. */
async function clickConnect(page: Page): Promise<number> {
  const clickedAt = page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        addEventListener('pointerdown', (event) => resolve(event.timeStamp), { capture: true, once: true }),
      ),
  )
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  return clickedAt
}

// Declared only when the quick start was made (always, unless PORTICO_CONSUMERS_APPS chose other apps).
if (selectedConsumerApps().some((app) => app.name === 'vite-react19')) {
  test('Vite + React 19 quick start: after idle, the modal opens complete with no request and no layout shift (issue 19)', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    try {
      const page = await context.newPage()
      const network = await recordRequests(context, page)
      await recordLayoutShifts(page)
      await page.goto(stackUrl(appUrlVariable('vite-react19')))
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
      // Idle after load, the page fetches the modal, its first views and the wallet list with its pictures.
      await page.waitForLoadState('networkidle')
      expect(network.all().filter((url) => new URL(url).pathname === '/getWallets')).not.toHaveLength(0)

      const mark = network.mark()
      const clickedAt = await clickConnect(page)
      await waitForCompleteModal(page)
      const requested = withoutAnalytics(network.fromNetworkSince(mark))
      console.log(
        `[budgets] after idle: ${requested.length} request(s) between the click and a complete modal`,
      )
      expect(requested).toEqual([])
      const shift = await layoutShiftSince(page, clickedAt)
      console.log(`[budgets] after idle: layout-shift score of the open modal ${shift.toFixed(4)}`)
      expect(shift).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET)
      const screenshot = testInfo.outputPath('modal-after-idle.png')
      await page.screenshot({ path: screenshot })
      await testInfo.attach('modal after idle', { path: screenshot, contentType: 'image/png' })
    } finally {
      await context.close()
    }
  })

  test('Vite + React 19 quick start: a returning visitor clicking at once gets a complete modal from the caches (issue 19)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    try {
      // First visit: everything is fetched once and kept (local storage, HTTP cache).
      const first = await context.newPage()
      await first.goto(stackUrl(appUrlVariable('vite-react19')))
      await first.waitForLoadState('networkidle')
      await first.close()

      const page = await context.newPage()
      const network = await recordRequests(context, page)
      await recordLayoutShifts(page)
      await page.goto(stackUrl(appUrlVariable('vite-react19')))
      // No waiting for idle: the click comes as soon as the button shows.
      const mark = network.mark()
      const clickedAt = await clickConnect(page)
      await waitForCompleteModal(page)
      const requested = withoutAnalytics(network.fromNetworkSince(mark))
      console.log(
        `[budgets] returning visitor: ${requested.length} request(s) between the click and a complete modal`,
      )
      expect(requested).toEqual([])
      // The wallet list came from local storage: the whole visit never asked the API for it.
      const visit = network.fromNetworkSince(0)
      console.log(`[budgets] returning visitor: the visit asked the network for ${visit.join(', ')}`)
      expect(visit.filter((url) => new URL(url).pathname.startsWith('/getWallet'))).toEqual([])
      const shift = await layoutShiftSince(page, clickedAt)
      console.log(`[budgets] returning visitor: layout-shift score of the open modal ${shift.toFixed(4)}`)
      expect(shift).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET)
    } finally {
      await context.close()
    }
  })
}
