import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { e2eStack } from './e2eStack.ts'
import { attachScreenshot, reportTiming } from './embeddedWalletSteps.ts'

// Every social login the demo enables, end to end: the modal's button opens a popup at the dev provider in
// that provider's mode (GitHub, X, Discord and Facebook as the OAuth 2.0 providers they are, Google and Apple as
// OpenID ones), the person approves there, and the modal shows the embedded wallet the secure site keeps for
// that provider account; the same account signs in to the same wallet again.

/** The demo's social logins (apps/demo/src/appKit.ts), with how each provider names the account. */
const PROVIDERS = [
  { id: 'google', name: 'Google', shownAs: (login: string) => login },
  { id: 'github', name: 'GitHub', shownAs: (login: string) => login },
  { id: 'x', name: 'X', shownAs: (login: string) => login },
  { id: 'discord', name: 'Discord', shownAs: (login: string) => login },
  // Apple's ID token never carries a name: the account shows its address.
  { id: 'apple', name: 'Apple', shownAs: (login: string) => `${login}@example.test` },
  { id: 'facebook', name: 'Facebook', shownAs: (login: string) => login },
] as const

type Provider = (typeof PROVIDERS)[number]

/** Clicks the provider's button in the Connect view (the first three tiles, the rest behind "More"). */
async function clickSocialButton(page: Page, provider: Provider) {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('group', { name: 'Social logins' })).toBeVisible()
  const button = dialog.getByTestId(`social-${provider.id}`)
  if (await button.isVisible()) return button.click()
  await dialog.getByRole('button', { name: 'More sign-in options' }).click()
  await dialog.getByRole('button', { name: `Continue with ${provider.name}` }).click()
}

/**
 * Signs in with `provider` as `login` through the popup; returns the wallet's address and how long the modal
 * took from the provider page's Authorize to showing the account.
 */
async function signIn(page: Page, provider: Provider, login: string, testInfo?: TestInfo) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popupOpened = page.waitForEvent('popup')
  await clickSocialButton(page, provider)
  const popup = await popupOpened
  // The popup opens blank and is pointed at the provider once the secure site started the login: on a loaded
  // machine that round trip through the iframe has taken over 15 s.
  await expect(popup.getByRole('heading', { name: `Sign in with ${provider.name}` })).toBeVisible({
    timeout: 30_000,
  })
  await popup.getByLabel('Login name').fill(login)
  if (testInfo) await attachScreenshot(popup, testInfo, `${provider.id}-provider-page`)
  const approvedAt = Date.now()
  await popup.getByRole('button', { name: 'Authorize' }).click()
  // A state, not an event: the popup may close before a 'close' listener could be added after the click.
  await expect.poll(() => popup.isClosed(), { timeout: 20_000 }).toBe(true)
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-email')).toHaveText(provider.shownAs(login), { timeout: 30_000 })
  const elapsed = Date.now() - approvedAt
  await expect(account.getByTestId('account-auth-provider')).toHaveText(`Signed in with ${provider.name}`)
  const address = await account.getByTestId('account-address').getAttribute('title')
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return { address: address!, elapsed }
}

async function disconnect(page: Page) {
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
}

for (const provider of PROVIDERS) {
  test(`social login with ${provider.name}: popup, the dev provider's ${provider.name} page, approve, embedded wallet; the same account is the same wallet`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const { demoUrl } = e2eStack()
    const login = `${provider.id}-${Date.now()}`
    await page.goto(demoUrl)
    const startedAt = Date.now()
    const first = await signIn(page, provider, login, testInfo)
    const firstTotal = Date.now() - startedAt
    await attachScreenshot(page, testInfo, `${provider.id}-account`)
    await disconnect(page)
    const again = await signIn(page, provider, login)
    expect(again.address).toBe(first.address)
    reportTiming(
      testInfo,
      `${provider.name}: account shown ${first.elapsed} ms after Authorize (${firstTotal} ms from Connect Wallet); again ${again.elapsed} ms, same wallet ${first.address}`,
    )
  })
}

test('a social login cancelled at the provider: ConnectingSocial says why, and Try again reaches the wallet', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const { demoUrl } = e2eStack()
  const login = `x-cancel-${Date.now()}`
  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  const firstPopup = page.waitForEvent('popup')
  await dialog.getByTestId('social-x').click()
  const popup = await firstPopup
  await expect(popup.getByRole('heading', { name: 'Sign in with X' })).toBeVisible({ timeout: 30_000 })
  const cancelledAt = Date.now()
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await expect.poll(() => popup.isClosed(), { timeout: 20_000 }).toBe(true)
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sign-in with X did not finish: The user denied the request',
  )
  reportTiming(testInfo, `X cancelled: reason shown ${Date.now() - cancelledAt} ms after Cancel`)
  await attachScreenshot(page, testInfo, 'x-cancelled')
  const retryPopup = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  const retry = await retryPopup
  await expect(retry.getByRole('heading', { name: 'Sign in with X' })).toBeVisible({ timeout: 30_000 })
  await retry.getByLabel('Login name').fill(login)
  const approvedAt = Date.now()
  await retry.getByRole('button', { name: 'Authorize' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-email')).toHaveText(login, {
    timeout: 30_000,
  })
  reportTiming(testInfo, `X after Try again: account shown ${Date.now() - approvedAt} ms after Authorize`)
})
