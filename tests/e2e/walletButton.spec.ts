import { expect, test, type Page } from '@playwright/test'
import { formatBalance, truncateAddress } from '@portico/common'
import { devnetAccounts } from '@portico/devnet/manifest'
import { createPublicClient, formatUnits, http } from 'viem'
import { e2eStack } from './e2eStack.ts'

// <appkit-wallet-button> on the demo page: each button connects its one wallet without the modal's list.

/** The button inside `<appkit-wallet-button wallet="…">`'s shadow root. */
const walletButton = (page: Page, wallet: string) =>
  page.locator(`appkit-wallet-button[wallet="${wallet}"]`).getByTestId('wallet-button')

test('the dev wallet’s button connects it straight away and shows it connected', async ({ page }) => {
  const { demoUrl, rpcUrl } = e2eStack()
  const devWallet = devnetAccounts[1]! // the account the Portico Dev Wallet holds
  await page.goto(demoUrl)
  const button = walletButton(page, 'portico')
  await expect(button).toHaveText('Portico Dev Wallet')
  await expect(button).toHaveAttribute('data-state', 'idle')

  await button.click()
  await expect(button).toHaveAttribute('data-state', 'connected')
  await expect(button).toContainText('Connected')
  // No modal was needed; the page's own button shows the account and its real balance.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const onChain = await createPublicClient({ transport: http(rpcUrl) }).getBalance({
    address: devWallet.address,
  })
  const accountButton = page.getByTestId('account-button')
  await expect(accountButton).toContainText(truncateAddress(devWallet.address, 4, 6))
  await expect(accountButton).toContainText(`${formatBalance(formatUnits(onChain, 18))} ETH`)
  // The other wallet buttons are not the connected one.
  await expect(walletButton(page, 'walletConnect')).toHaveAttribute('data-state', 'idle')

  // Pressed again, it shows the account.
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
})

test('the WalletConnect button shows the QR code and connects the web wallet that scans it', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const { demoUrl, walletUrl } = e2eStack()
  const webWallet = devnetAccounts[0]! // the web wallet's default account
  const demo = await (await browser.newContext()).newPage()
  const wallet = await (await browser.newContext()).newPage()
  await wallet.goto(walletUrl)
  await demo.goto(demoUrl)

  const button = walletButton(demo, 'walletConnect')
  await button.click()
  await expect(button).toHaveAttribute('data-state', 'connecting')
  await expect(demo.getByRole('dialog', { name: 'WalletConnect' })).toBeVisible()
  const uri = await demo.getByTestId('wc-qr').getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

  await wallet.getByTestId('wc-uri-input').fill(uri!)
  await wallet.getByTestId('wc-pair').click()
  await expect(wallet.getByTestId('wc-proposal')).toContainText('Portico Demo')
  await wallet.getByTestId('wc-approve').click()
  await expect(demo.getByTestId('account-address')).toHaveText(truncateAddress(webWallet.address, 4, 6))
  await expect(button).toHaveAttribute('data-state', 'connected')
  await expect(walletButton(demo, 'portico')).toHaveAttribute('data-state', 'idle')
})

test('the GitHub button signs in through the embedded wallet’s popup without the modal', async ({ page }) => {
  test.setTimeout(90_000)
  const { demoUrl } = e2eStack()
  const login = `octo${Date.now()}`
  await page.goto(demoUrl)
  const button = walletButton(page, 'github')
  await expect(button).toContainText('GitHub')

  const popupOpened = page.waitForEvent('popup')
  await button.click()
  const popup = await popupOpened
  await popup.locator('#login').fill(login)
  await popup.locator('#login-submit').click()
  // A state, not an event: the popup may close before a 'close' listener could be added after the click.
  await expect.poll(() => popup.isClosed(), { timeout: 20_000 }).toBe(true)
  await expect(button).toHaveAttribute('data-state', 'connected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText(/^Connected as 0x[0-9a-fA-F]{40}$/)).toBeVisible()
})
