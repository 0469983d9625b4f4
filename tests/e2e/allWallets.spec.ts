import { expect, test, type Locator } from '@playwright/test'
import { e2eStack } from './e2eStack.ts'
import { openDemo } from './openDemo.ts'

// All wallets against the real API (services/api, its catalogue of 309 wallets and the logos it serves).
// No account is connected: the test uses no devnet account.

const PROJECT_ID = 'portico-demo'

/** The catalogue wallet called `name`, as the API lists it. */
async function findWallet(apiUrl: string, name: string): Promise<{ id: string; name: string }> {
  const response = await fetch(
    `${apiUrl}/getWallets?projectId=${PROJECT_ID}&entries=100&search=${encodeURIComponent(name)}`,
  )
  expect(response.status).toBe(200)
  const { data } = (await response.json()) as { data: { id: string; name: string }[] }
  const wallet = data.find((candidate) => candidate.name === name)
  if (!wallet) throw new Error(`The API lists no wallet called ${name}`)
  return wallet
}

/** Names of the wallet tiles the grid shows, in order. */
const tileNames = (grid: Locator) => grid.locator('.portico-wallet-tile__name').allTextContents()

/** Every picture in `grid` has finished loading and has a width: a real image, not a broken one. */
async function expectImagesLoaded(grid: Locator) {
  await expect
    .poll(() =>
      grid
        .locator('img')
        .evaluateAll((images) =>
          images.every(
            (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        ),
    )
    .toBe(true)
}

test('All wallets: featured and recommended first, page 2 on scroll, search, and logos from our API', async ({
  page,
}, testInfo) => {
  const { demoUrl, apiUrl } = e2eStack()
  // Two featured wallets that are not among the first four of the list, in an order the list does not have.
  const zerion = await findWallet(apiUrl, 'Zerion')
  const safe = await findWallet(apiUrl, 'Safe')
  const walletRequests: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/getWallets') walletRequests.push(url)
  })
  const outside: string[] = []
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url())
    if (!['data:', 'blob:'].includes(protocol) && hostname !== '127.0.0.1' && hostname !== 'localhost')
      outside.push(request.url())
  })

  await (await openDemo(page, `${demoUrl}/?featured=${safe.id},${zerion.id}`)).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  const openedAt = Date.now()
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  // The dialog takes its name from the view's title.
  await expect(page.getByRole('dialog', { name: 'All Wallets' })).toBeVisible()
  const allWallets = page.getByRole('dialog', { name: 'All Wallets' })
  const grid = allWallets.getByRole('list', { name: 'Wallets' })
  await expect(grid.locator('.portico-wallet-tile').first()).toBeVisible()
  // Featured in the app's order, then the 4 recommended (the list's first four, featured ones left out).
  await expect
    .poll(async () => (await tileNames(grid)).slice(0, 6))
    .toEqual(['Safe', 'Zerion', 'MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow'])
  const firstPageMs = Date.now() - openedAt
  const pageOne = walletRequests.find(
    (url) => url.searchParams.get('page') === '1' && url.searchParams.get('entries') === '40',
  )
  expect(pageOne, 'page 1 of 40 was asked for').toBeDefined()
  expect(walletRequests.some((url) => url.searchParams.get('page') === '2')).toBe(false)

  // Logos: the first tiles are the wallets' brand logos served by our API, and every shown picture loaded.
  await expectImagesLoaded(grid)
  const metamaskLogo = grid.getByRole('button', { name: 'MetaMask' }).locator('img')
  const logoUrl = new URL((await metamaskLogo.getAttribute('src'))!)
  expect(logoUrl.origin).toBe(new URL(apiUrl).origin)
  expect(logoUrl.pathname).toMatch(/^\/getWalletImage\/[0-9a-f]{64}$/)
  const logo = await (await page.request.get(logoUrl.toString())).text()
  expect(logo).toContain('class="web3icons"')
  expect(logo).not.toContain('</text>')
  const shot = testInfo.outputPath('all-wallets.png')
  await allWallets.screenshot({ path: shot })
  await testInfo.attach('all-wallets', { path: shot, contentType: 'image/png' })

  // Infinite scroll: reaching the end of the first 40 asks the API for page 2 and shows its wallets.
  const scroller = allWallets.locator('.portico-all-wallets__scroll')
  const scrolledAt = Date.now()
  await scroller.evaluate((box) => box.scrollTo({ top: box.scrollHeight }))
  await expect.poll(() => walletRequests.some((url) => url.searchParams.get('page') === '2')).toBe(true)
  const pageTwo = walletRequests.find((url) => url.searchParams.get('page') === '2')!
  expect(pageTwo.searchParams.get('entries')).toBe('40')
  expect(pageTwo.searchParams.get('projectId')).toBe(PROJECT_ID)
  // The first wallet of page 2, as the API answers the same query, is shown once the list reaches it.
  const expected = await fetch(pageTwo.toString())
  const firstOfPageTwo = ((await expected.json()) as { data: { name: string }[] }).data[0]!.name
  // It lands just below the rows in view: rendered (overscan), one scroll away.
  const firstNewTile = grid.getByRole('button', { name: firstOfPageTwo, exact: true })
  await expect(firstNewTile).toBeAttached()
  await firstNewTile.scrollIntoViewIfNeeded()
  await expect(firstNewTile).toBeVisible()
  const pageTwoMs = Date.now() - scrolledAt
  expect(Number(await grid.locator('li[aria-setsize]').first().getAttribute('aria-setsize'))).toBeGreaterThan(
    40,
  )
  await expectImagesLoaded(grid)

  // Search: the API answers with the matching wallets only.
  const searchedAt = Date.now()
  await allWallets.getByRole('searchbox', { name: 'Search wallets' }).fill('rain')
  const status = allWallets.locator('.portico-all-wallets [role="status"]')
  await expect(status).toHaveText(/^\d+ wallets found$/)
  const searchMs = Date.now() - searchedAt
  const found = await tileNames(grid)
  expect(found).toContain('Rainbow')
  expect(found.every((name) => name.toLowerCase().includes('rain'))).toBe(true)
  await expect(status).toHaveText(`${found.length} wallets found`)
  const search = walletRequests.find((url) => url.searchParams.get('search') === 'rain')!
  expect(search.searchParams.get('entries')).toBe('100')
  await expectImagesLoaded(grid)
  const searchShot = testInfo.outputPath('all-wallets-search.png')
  await allWallets.screenshot({ path: searchShot })
  await testInfo.attach('all-wallets-search', { path: searchShot, contentType: 'image/png' })

  // A search that matches nothing says so.
  await allWallets.getByRole('searchbox', { name: 'Search wallets' }).fill('zzzz-no-wallet')
  await expect(allWallets.getByText('No wallet matches your search.')).toBeVisible()

  expect(outside, 'requests to hosts outside the stack').toEqual([])
  console.log(
    `All wallets: click → first page ${firstPageMs} ms; scroll → page 2 shown ${pageTwoMs} ms; typing → search results ${searchMs} ms`,
  )
})
