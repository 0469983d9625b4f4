import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { e2eStack } from './e2eStack.ts'
import { waitForSettled } from './waitForSettled.ts'

// The views the demo's gallery shows; each is rendered from fixture state, in both themes, checked by axe
// (WCAG 2.2 A and AA rules) and screenshotted into the test artifacts.
const VIEWS: readonly string[] = JSON.parse(
  readFileSync(new URL('../../apps/demo/src/gallery/galleryViews.json', import.meta.url), 'utf8'),
)

// The gallery page's control (apps/demo/src/gallery/galleryMain.tsx declares it for the page).
declare global {
  interface Window {
    __portico_gallery: { show(view: string, theme: string): Promise<void>; setTheme(theme: string): void }
  }
}

/** One gallery page per worker and the page errors since the current test began. */
interface GalleryPage {
  page: Page
  errors: string[]
}

// Each worker opens gallery.html once and walks its share of the views in place (`__portico_gallery.show`
// restores the stores a fresh load would have and applies the view's fixtures); a failed test ends its worker,
// so the next test gets a new page.
const test = base.extend<{ gallery: GalleryPage }, { galleryWorkerPage: GalleryPage }>({
  galleryWorkerPage: [
    async ({ browser }, use) => {
      // A context of its own: axe refuses pages made by browser.newPage().
      const context = await browser.newContext({ viewport: { width: 480, height: 860 } })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await use({ page, errors })
      await context.close()
    },
    { scope: 'worker' },
  ],
  gallery: async ({ galleryWorkerPage }, use) => {
    galleryWorkerPage.errors.length = 0
    await use(galleryWorkerPage)
  },
})

/** Shows `view` in `theme`: the worker's first view loads the page with it (createAppKit's themeMode), the others switch in place. */
async function showView(page: Page, view: string, theme: 'dark' | 'light') {
  if (page.url() === 'about:blank') {
    await page.goto(`${e2eStack().demoUrl}/gallery.html?view=${view}&theme=${theme}`)
  } else {
    await page.evaluate(([name, mode]) => window.__portico_gallery.show(name, mode), [view, theme] as const)
  }
  await expect(page.locator('body')).toHaveAttribute('data-gallery-ready', view)
}

// Both themes of each view: it is shown in the first and switched to the second (appKit.setThemeMode). Every other view starts light, so each theme is checked both as the one shown in and as
// the one switched to.
for (const [index, view] of VIEWS.entries()) {
  const themes = index % 2 === 0 ? (['dark', 'light'] as const) : (['light', 'dark'] as const)
  test(`gallery: ${view} (${themes.join(', then ')}) renders with no axe violations`, async ({
    gallery: { page, errors },
  }, testInfo) => {
    await showView(page, view, themes[0])
    for (const theme of themes) {
      await test.step(`${theme} theme`, async () => {
        if (theme !== themes[0]) {
          await page.evaluate((mode) => window.__portico_gallery.setTheme(mode), theme)
        }
        const dialog = page.getByRole('dialog')
        await expect(dialog).toBeVisible()
        await expect(page.locator('.portico-root')).toHaveAttribute('data-theme', theme)
        // The view's chunk has loaded (the Suspense fallback is gone) and the view drew something.
        await expect(page.locator('.portico-view')).toBeVisible()
        await expect(page.locator('.portico-view-loading[role="status"]').first()).toBeHidden()
        // The QR views pair for real through the stack's relay: picture the code, not its placeholder.
        if (view.startsWith('ConnectingWalletConnect')) await expect(page.getByTestId('wc-qr')).toBeVisible()
        // Entry animations (150 ms), the theme's transitions and the images that load at once settle before
        // the picture and axe.
        await waitForSettled(page)

        const screenshot = testInfo.outputPath(`${view}-${theme}.png`)
        await page.screenshot({ path: screenshot })
        await testInfo.attach(`${view}-${theme}`, { path: screenshot, contentType: 'image/png' })

        const results = await new AxeBuilder({ page })
          .include('.portico-root')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze()
        const violations = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('\n')}`,
        )
        expect(violations, `${theme}: ${violations.join('\n')}`).toEqual([])
        expect(errors).toEqual([])
      })
    }
  })
}

test('All wallets keeps 600 wallets smooth: a few rows in the DOM, the last one reachable', async ({
  page,
}) => {
  await page.goto(`${e2eStack().demoUrl}/gallery.html?view=AllWallets&wallets=600`)
  await expect(page.locator('body')).toHaveAttribute('data-gallery-ready', 'AllWallets')
  const tiles = page.locator('.portico-wallet-tile')
  await expect(tiles.first()).toHaveText('Wallet 1')
  expect(await tiles.count()).toBeLessThanOrEqual(60)
  // Keyboard: End jumps to the last wallet, scrolling it into the DOM and into view.
  await tiles.first().focus()
  await page.keyboard.press('End')
  await expect(page.locator('.portico-wallet-tile:focus')).toHaveText('Wallet 600')
  expect(await tiles.count()).toBeLessThanOrEqual(60)
  // Wallet 600 is the last of the list, which also holds the recommended wallets the view fetched from the API
  // before the loaded pages (core's orderAllWallets): its position is the list's size.
  const last = page.locator('.portico-all-wallets__item').last()
  await expect(last).toContainText('Wallet 600')
  const size = Number(await last.getAttribute('aria-setsize'))
  expect(size).toBeGreaterThanOrEqual(600)
  await expect(last).toHaveAttribute('aria-posinset', String(size))
})

test('right to left: the Connect and Account views mirror and stay axe-clean', async ({ page }, testInfo) => {
  await page.goto(`${e2eStack().demoUrl}/gallery.html?view=Connect&dir=rtl`)
  for (const view of ['Connect', 'Account']) {
    if (view !== 'Connect') await page.evaluate((name) => window.__portico_gallery.show(name, 'dark'), view)
    await expect(page.locator('body')).toHaveAttribute('data-gallery-ready', view)
    await expect(page.locator('.portico-view')).toBeVisible()
    await waitForSettled(page)
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.portico-modal')!).direction),
    ).toBe('rtl')
    const screenshot = testInfo.outputPath(`${view}-rtl.png`)
    await page.screenshot({ path: screenshot })
    await testInfo.attach(`${view}-rtl`, { path: screenshot, contentType: 'image/png' })
    const results = await new AxeBuilder({ page })
      .include('.portico-root')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  }
})

test('prefers-reduced-motion turns the animations off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${e2eStack().demoUrl}/gallery.html?view=Account`)
  await expect(page.locator('body')).toHaveAttribute('data-gallery-ready', 'Account')
  await expect(page.locator('.portico-view')).toBeVisible()
  const animations = await page.evaluate(() =>
    ['.portico-overlay', '.portico-modal', '.portico-view', '.portico-modal__title'].map((selector) => {
      const style = getComputedStyle(document.querySelector(selector)!)
      return `${selector} ${style.animationName} ${style.transitionDuration}`
    }),
  )
  expect(animations).toEqual([
    '.portico-overlay none 0s',
    '.portico-modal none 0s',
    '.portico-view none 0s',
    '.portico-modal__title none 0s',
  ])
})
