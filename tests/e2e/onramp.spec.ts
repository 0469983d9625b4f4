import { expect, test } from '@playwright/test'
import { formatBalance } from '@portico/common'
import { createPublicClient, formatEther, http, parseEther } from 'viem'
import { freshFundedKey, selectDevWalletAccount } from './devWalletAccount.ts'
import { e2eStack } from './e2eStack.ts'

// The on-ramp end to end on the API's sandbox (the stand-in for a card processor): Buy in the Account view, the
// provider and options from /v1/onramp/options, a quote, the checkout paid with the test card in its popup, and
// the ETH really arriving from the sandbox treasury on the devnet and in the Account view. The buyer is a new key
// the test funds itself, so no other spec's balances move.
test('buys ETH through the sandbox on-ramp and sees it arrive in the Account view', async ({
  page,
}, testInfo) => {
  const { demoUrl, rpcUrl } = e2eStack()
  const client = createPublicClient({ transport: http(rpcUrl) })
  const buyer = await freshFundedKey(client, '1')
  const shoot = async (name: string, target = page) => {
    const path = testInfo.outputPath(`${name}.png`)
    await target.screenshot({ path })
    await testInfo.attach(name, { path, contentType: 'image/png' })
  }

  await page.goto(demoUrl)
  // The app has started (and with it the dev wallet's content script) before the wallet changes account.
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(await selectDevWalletAccount(page, buyer.privateKey)).toBe(buyer.address)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-address')).toHaveAttribute('title', buyer.address)
  await expect(account.getByTestId('account-balance')).toHaveText('1.00 ETH')

  const started = Date.now()
  await account.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Buy' }).click()
  const buy = page.getByRole('dialog', { name: 'Buy Crypto' })
  const providers = buy.getByRole('list', { name: 'On-ramp providers' })
  await expect(providers.getByRole('button', { name: /Portico Sandbox/ })).toHaveText(
    'Portico SandboxSandbox',
  )
  await expect(buy.getByTestId('onramp-provider-about')).toHaveText(
    'Portico Sandbox (1.5% fee): Stand-in for a card processor: test cards only, pays out on test chains.',
  )
  await shoot('onramp-providers')
  await providers.getByRole('button', { name: /Portico Sandbox/ }).click()

  await expect(buy.getByTestId('onramp-provider')).toHaveText('Portico Sandbox')
  await expect(buy.getByLabel('Asset')).toHaveValue('ETH')
  await buy.getByLabel('Currency').selectOption('USD')
  const amount = buy.getByLabel('Amount to spend on ETH')
  await amount.fill('5')
  await expect(buy.getByText('Enter an amount from $10.00 to $7,500.00.')).toBeVisible()
  await amount.fill('123.45')
  const quote = buy.getByTestId('onramp-quote')
  await expect(quote).toContainText(/≈ 0\.\d+ ETH/)
  await expect(quote).toContainText('$123.45')
  const quoted = /≈ (\d+\.\d+) ETH/.exec((await quote.textContent()) ?? '')![1]!
  await shoot('onramp-amount')

  const firstPopup = page.waitForEvent('popup')
  await buy.getByRole('button', { name: 'Buy ETH' }).click()
  const closing = await firstPopup
  await closing.waitForURL(/\/onramp\/checkout\/[0-9a-f-]{36}$/)
  const checkoutUrl = closing.url()
  const status = buy.getByTestId('onramp-status')
  await expect(status).toContainText('Pay in the checkout window')
  await shoot('onramp-waiting')

  // The person closes the checkout before paying: the modal says so and opens the same checkout again.
  await closing.close()
  await expect(status).toContainText('The checkout window was closed before the payment went through.')
  const reopened = page.waitForEvent('popup')
  await status.getByRole('button', { name: 'Open the checkout' }).click()
  const popup = await reopened
  await popup.waitForURL(checkoutUrl)
  await expect(popup.getByRole('heading', { name: 'Buy ETH' })).toBeVisible()
  await expect(status).toContainText('Pay in the checkout window')

  // A declined card is the checkout page's business: the modal keeps waiting.
  await popup.getByLabel('Card number').fill('4000 0000 0000 0002')
  await popup.getByLabel('Expiry (MM/YY)').fill('12/40')
  await popup.getByLabel('Security code').fill('123')
  await popup.getByRole('button', { name: 'Pay 123.45 USD' }).click()
  await expect(popup.getByRole('alert')).toHaveText('Your card was declined.')
  await expect(status).toContainText('Pay in the checkout window')

  await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
  await popup.getByLabel('Expiry (MM/YY)').fill('12/40')
  await popup.getByLabel('Security code').fill('123')
  const paidAt = Date.now()
  await popup.getByRole('button', { name: 'Pay 123.45 USD' }).click()
  await expect(popup.getByRole('status')).toContainText('Sent. Transaction 0x')
  await shoot('onramp-checkout-paid', popup)

  // The modal follows the checkout to its end and names what arrived: the quoted amount.
  await expect(status).toContainText('Purchase complete')
  await expect(status).toContainText(`${quoted.replace(/0+$/, '')} ETH arrived in your account.`)
  const settledAt = Date.now()
  await shoot('onramp-complete')

  // On the chain: exactly the quoted ETH came in. In the Account view: the new balance.
  const onChain = await client.getBalance({ address: buyer.address })
  expect(onChain - parseEther('1')).toBe(parseEther(quoted))
  await status.getByRole('button', { name: 'Back to account' }).click()
  await expect(account.getByTestId('account-balance')).toHaveText(
    `${formatBalance(formatEther(onChain))} ETH`,
  )
  expect(formatBalance(formatEther(onChain))).not.toBe('1.00')
  await shoot('onramp-account-after')
  console.log(
    `on-ramp: Account's Buy click → purchase complete in the modal ${settledAt - started} ms (Pay click in the checkout → complete in the modal ${settledAt - paidAt} ms), → new Account balance ${Date.now() - started} ms`,
  )
})
