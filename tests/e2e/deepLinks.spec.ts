import { devices, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { e2eStack } from './e2eStack.ts'
import { openDemo } from './openDemo.ts'

// On a phone, a wallet picked from the registry opens with its own link carrying the WalletConnect pairing URI:
// a native scheme (`metamask://wc?uri=…`) or a universal link (`https://link.trustwallet.com/wc?uri=…`), as its
// registry entry (services/api/data/wallets) says. No account is connected: no devnet account is used.

/** The catalogue's mobile link of `name`, as the API lists it. */
async function mobileLinkOf(apiUrl: string, name: string): Promise<string> {
  const response = await fetch(
    `${apiUrl}/getWallets?projectId=portico-demo&entries=100&search=${encodeURIComponent(name)}`,
  )
  const { data } = (await response.json()) as { data: { name: string; mobile_link: string | null }[] }
  const link = data.find((wallet) => wallet.name === name)?.mobile_link
  if (!link) throw new Error(`The API lists no mobile link for ${name}`)
  return link
}

/** A phone: Pixel 7's viewport, touch and mobile user agent, in Debian's Chromium. */
async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7']
  return browser.newContext(pixel)
}

/** Opens the modal, picks `wallet` from the list, and returns the pairing URI its QR code holds. */
async function pickWallet(page: Page, demoUrl: string, wallet: string): Promise<{ uri: string; ms: number }> {
  const connect = await openDemo(page, demoUrl)
  await connect.click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  const clickedAt = Date.now()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${wallet}`) })
    .click()
  const qr = page.getByTestId('wc-qr')
  await expect(qr).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/)
  return { uri: (await qr.getAttribute('data-uri'))!, ms: Date.now() - clickedAt }
}

test.describe.configure({ timeout: 120_000 })

test('a universal link from the registry opens the wallet with /wc?uri= and the encoded pairing URI', async ({
  browser,
}, testInfo) => {
  const { demoUrl, apiUrl } = e2eStack()
  const universal = await mobileLinkOf(apiUrl, 'Trust Wallet')
  expect(universal).toBe('https://link.trustwallet.com')
  const context = await phoneContext(browser)
  try {
    // The wallet's host is outside this closed network: the test answers for it and records what was asked.
    const opened: string[] = []
    await context.route(`${universal}/**`, (route) => {
      opened.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<title>Trust Wallet (stand-in)</title>' })
    })
    const page = await context.newPage()
    expect(await page.evaluate(() => navigator.userAgent)).toMatch(/Mobile/)
    const { uri, ms } = await pickWallet(page, demoUrl, 'Trust Wallet')
    const shot = testInfo.outputPath('deep-link-trust.png')
    await page.screenshot({ path: shot })
    await testInfo.attach('deep-link-trust', { path: shot, contentType: 'image/png' })

    const clickedAt = Date.now()
    const popup = context.waitForEvent('page')
    await page.getByTestId('wc-open-wallet').click()
    const walletPage = await popup
    await expect.poll(() => opened.length).toBeGreaterThan(0)
    const expected = `https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`
    expect(opened[0]).toBe(expected)
    await expect(walletPage).toHaveURL(expected)
    // The encoded URI decodes back to the very pairing URI of the QR code.
    expect(new URL(opened[0]!).searchParams.get('uri')).toBe(uri)
    console.log(
      `Deep link (universal): wallet click → QR ${ms} ms; open → link requested ${Date.now() - clickedAt} ms`,
    )
  } finally {
    await context.close()
  }
})

test('a native scheme from the registry opens the wallet with scheme://wc?uri= and the encoded pairing URI', async ({
  browser,
}) => {
  const { demoUrl, apiUrl } = e2eStack()
  const scheme = await mobileLinkOf(apiUrl, 'MetaMask')
  expect(scheme).toBe('metamask://')
  const context = await phoneContext(browser)
  try {
    const page = await context.newPage()
    const { uri, ms } = await pickWallet(page, demoUrl, 'MetaMask')
    const expected = `metamask://wc?uri=${encodeURIComponent(uri)}`
    const link = page.getByTestId('wc-open-wallet')
    await expect(link).toHaveAttribute('href', expected)

    // Chromium requests the scheme for the new tab and, having no app for it, drops the tab: the request is
    // the link the phone would hand to the MetaMask app.
    const clickedAt = Date.now()
    const requested: string[] = []
    context.on('request', (request) => {
      if (request.url().startsWith('metamask:')) requested.push(request.url())
    })
    await link.click()
    await expect.poll(() => requested).toEqual([expected])
    expect(new URL(expected).searchParams.get('uri')).toBe(uri)
    console.log(
      `Deep link (native): wallet click → QR ${ms} ms; open → link seen ${Date.now() - clickedAt} ms`,
    )
  } finally {
    await context.close()
  }
})
