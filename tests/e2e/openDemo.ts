import { errors, type Locator, type Page } from '@playwright/test'

/**
 * Loads the demo at `url` and returns its Connect Wallet button once it shows. Vite's dev server answers 504
 * "Outdated Optimize Dep" to a first load that races its re-bundling of dependencies (after another
 * workspace's install changed the lockfile); such a page stays blank, so it is loaded once more.
 *
 * @example
 * await (await openDemo(page, demoUrl)).click()
 */
export async function openDemo(page: Page, url: string): Promise<Locator> {
  await page.goto(url)
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  try {
    await connect.waitFor({ timeout: 30_000 })
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error
    await page.reload()
  }
  return connect
}
