import { expect, test, type Page } from '@playwright/test'
import { e2eStack } from './e2eStack.ts'
import { attachScreenshot, reportTiming } from './embeddedWalletSteps.ts'
import { openDemo } from './openDemo.ts'

// Sign In With Farcaster end to end (ADR 0022), through the real stack: the demo with `?farcaster=on` shows
// the Farcaster button; the ConnectingFarcaster view shows the relay channel's connect URL as a QR code and a
// link; the link opens the reference web wallet's approval page, which signs as the devnet's Farcaster account
// (fid 1) with its custody key and answers on services/farcaster-relay; the secure site verifies the signature
// against the devnet IdRegistry's custodyOf(1) and the modal shows the embedded wallet of that account.

/** Connect Wallet → Farcaster → approve in the web wallet; returns the address and ms from Approve to Account. */
async function signInWithFarcaster(page: Page, screenshot?: (page: Page, name: string) => Promise<void>) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('social-farcaster').click()
  const qr = dialog.getByRole('img', { name: 'QR code to sign in with Farcaster' })
  await expect(qr).toBeVisible()
  const open = dialog.getByRole('link', { name: 'Open Farcaster' })
  const href = await open.getAttribute('href')
  expect(href).toMatch(/channelToken=/)
  expect(new URL(href!).origin).toBe(new URL(e2eStack().walletUrl).origin)
  await screenshot?.(page, 'farcaster-qr')
  const opened = page.waitForEvent('popup')
  await open.click()
  const wallet = await opened
  const request = wallet.getByTestId('siwf-request')
  await expect(request.getByRole('heading', { name: 'Sign in with Farcaster' })).toBeVisible()
  await expect(request).toContainText('@portico-dev (fid 1)')
  await expect(request).toContainText(new URL(e2eStack().secureSiteUrl).host)
  await screenshot?.(wallet, 'farcaster-wallet-approval')
  const approvedAt = Date.now()
  await request.getByRole('button', { name: 'Approve' }).click()
  await expect(wallet.getByText('Signed in. You can go back to the app.')).toBeVisible()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-auth-provider')).toHaveText('Signed in with Farcaster', {
    timeout: 20_000,
  })
  const elapsed = Date.now() - approvedAt
  await expect(account.getByTestId('account-email')).toHaveText('portico-dev')
  const address = await account.getByTestId('account-address').getAttribute('title')
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await wallet.close()
  return { address: address!, elapsed }
}

test('Sign In With Farcaster: QR code and link, approve in the web wallet as fid 1, embedded wallet of that account; the same account is the same wallet', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await openDemo(page, `${e2eStack().demoUrl}/?farcaster=on`)
  const startedAt = Date.now()
  const first = await signInWithFarcaster(page, (target, name) => attachScreenshot(target, testInfo, name))
  const total = Date.now() - startedAt
  await attachScreenshot(page, testInfo, 'farcaster-account')
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  const again = await signInWithFarcaster(page)
  expect(again.address).toBe(first.address)
  reportTiming(
    testInfo,
    `Farcaster: account shown ${first.elapsed} ms after Approve in the wallet (${total} ms from Connect Wallet); again ${again.elapsed} ms, same wallet ${first.address}`,
  )
})

test('with the default configuration no Farcaster button appears', async ({ page }) => {
  await openDemo(page, e2eStack().demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('group', { name: 'Social logins' })).toBeVisible()
  await expect(dialog.getByTestId('social-google')).toBeVisible()
  await expect(dialog.getByTestId('social-farcaster')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'More sign-in options' }).click()
  await expect(dialog.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Continue with Farcaster' })).toHaveCount(0)
})

test('Back from the Farcaster view returns to Connect, and opening it again starts a new channel', async ({
  page,
}) => {
  await openDemo(page, `${e2eStack().demoUrl}/?farcaster=on`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  const open = dialog.getByRole('link', { name: 'Open Farcaster' })
  await dialog.getByTestId('social-farcaster').click()
  await expect(open).toHaveAttribute('href', /channelToken=/)
  const first = await open.getAttribute('href')
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByTestId('social-farcaster')).toBeVisible()
  await dialog.getByTestId('social-farcaster').click()
  await expect(open).toHaveAttribute('href', /channelToken=/)
  const second = await open.getAttribute('href')
  expect(new URL(second!).searchParams.get('channelToken')).not.toBe(
    new URL(first!).searchParams.get('channelToken'),
  )
})
