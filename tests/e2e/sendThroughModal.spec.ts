import { expect, test } from '@playwright/test'
import { createPublicClient, http, parseEther } from 'viem'
import { devnetAccounts } from '@portico/devnet/manifest'
import { e2eStack } from './e2eStack.ts'

// The Send view end to end: the person connects the Portico Dev Wallet, opens Send from the Account view,
// and the ETH really moves on the devnet.
test('sends ETH from the Account view through the Send view', async ({ page }, testInfo) => {
  const { demoUrl, rpcUrl } = e2eStack()
  const client = createPublicClient({ transport: http(rpcUrl) })
  const receiver = devnetAccounts[4]!.address
  const before = await client.getBalance({ address: receiver })
  const amount = `0.0${String(Math.floor(Math.random() * 9000) + 1000)}` // e.g. 0.04271: never a round default

  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-balance')).toContainText('ETH')
  await account.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Send' }).click()

  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByLabel('Token')).toContainText('ETH')
  await send.getByLabel('Token').selectOption({
    label: (await send.getByLabel('Token').locator('option', { hasText: /^ETH/ }).textContent()) ?? '',
  })
  await send.getByLabel('Amount').fill(amount)
  await send.getByLabel('To', { exact: true }).fill(receiver)
  const submit = send.getByRole('button', { name: 'Send', exact: true })
  await expect(submit).toBeEnabled()
  await submit.click()

  // The view returns to Account with the §8 success toast, and the devnet shows the transfer.
  await expect(page.getByRole('dialog', { name: 'Account' }).getByText('Transaction started')).toBeVisible()
  await expect
    .poll(async () => (await client.getBalance({ address: receiver })) - before, { timeout: 15_000 })
    .toBe(parseEther(amount))
  const screenshot = testInfo.outputPath('after-send.png')
  await page.screenshot({ path: screenshot })
  await testInfo.attach('after-send', { path: screenshot, contentType: 'image/png' })
})
