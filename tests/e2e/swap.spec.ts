import { expect, test, type Page } from '@playwright/test'
import { devnetContracts } from '@portico/devnet/manifest'
import {
  createPublicClient,
  createTestClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { e2eStack } from './e2eStack.ts'

// The Swap view end to end on the devnet: a fresh account (funded here, so no other spec's balances move) swaps
// ETH → PUSD, then PUSD → PTK with an approval first, through the modal with the Portico Dev Wallet; what the
// view quoted is what arrives on chain.

/** Keeps the Portico Dev Wallet's provider on `window` as it announces itself (EIP-6963), from the page's start. */
async function catchDevWallet(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info, provider } = (event as CustomEvent).detail as {
        info: { rdns: string }
        provider: unknown
      }
      if (info.rdns === 'dev.portico.wallet') Object.assign(window, { porticoDevWallet: provider })
    })
  })
}

/** Makes the page's Portico Dev Wallet hold `privateKey` before the app connects (as picking an account in it). */
async function selectDevWalletKey(page: Page, privateKey: Hex): Promise<Address> {
  await page.waitForFunction(() => 'porticoDevWallet' in window)
  return page.evaluate(
    (key) =>
      (
        window as unknown as { porticoDevWallet: { selectAccount(key: string): Address } }
      ).porticoDevWallet.selectAccount(key),
    privateKey,
  )
}

async function pickToken(page: Page, side: 'Token to pay with' | 'Token to receive', symbol: string) {
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await swap.getByRole('button', { name: new RegExp(`^${side}:`) }).click()
  await swap.getByRole('textbox', { name: 'Search tokens' }).fill(symbol.toLowerCase())
  await swap
    .getByRole('list', { name: 'Tokens' })
    .getByRole('button', { name: new RegExp(`^${symbol} `) })
    .click()
  await expect(swap.getByRole('button', { name: `${side}: ${symbol}` })).toBeVisible()
}

/** The quote the view shows once it is ready to send: the exact amount (whole tokens) and the minimum. */
async function readyQuote(page: Page, action: string) {
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await expect(swap.getByRole('button', { name: action, exact: true })).toBeEnabled()
  const amount = await swap.getByTestId('swap-to-amount').getAttribute('data-amount')
  expect(amount).toMatch(/^\d+(\.\d+)?$/)
  return amount!
}

test('swaps ETH → PUSD, then PUSD → PTK with an approval, and the chain gets what the view quoted', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const { demoUrl, rpcUrl } = e2eStack()
  const chain = createPublicClient({ transport: http(rpcUrl) })
  const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  const privateKey = generatePrivateKey()
  const owner = privateKeyToAccount(privateKey).address
  await anvil.setBalance({ address: owner, value: parseEther('5') })
  const tokenBalance = (token: Address) =>
    chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

  await catchDevWallet(page)
  await page.goto(demoUrl)
  expect(await selectDevWalletKey(page, privateKey)).toBe(owner)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-balance')).toContainText('5')
  await account.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Swap' }).click()

  // ETH → PUSD, at 0.5 % slippage instead of §9's 1 %.
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await expect(swap.getByRole('button', { name: 'Token to pay with: ETH' })).toBeVisible()
  await pickToken(page, 'Token to receive', 'PUSD')
  await swap.getByLabel('You pay').fill('0.25')
  const quotedAtOnePercent = await readyQuote(page, 'Swap')
  await expect(swap.getByTestId('swap-slippage')).toHaveText('1 %')
  const units = parseUnits(quotedAtOnePercent, 6)
  await expect(swap.getByTestId('swap-minimum-received')).toContainText(
    (Number((units * 9_900n) / 10_000n) / 1e6).toLocaleString('en-US', { maximumFractionDigits: 6 }),
  )
  // 0.85 % of 0.25 ETH (§9), worth about 6.4 USD at the devnet's 3,000 USD per ETH.
  await expect(swap.getByTestId('swap-provider-fee')).toHaveText(/^0\.002125 ETH \(\$6\.\d\d\)$/)
  await expect(swap.getByTestId('swap-price-impact')).toHaveText(/^\d+\.\d\d %$/)
  await expect(swap.getByTestId('swap-network-cost')).toHaveText(/^(< )?\$\d+\.\d\d$/)
  await swap.getByRole('button', { name: /^Change slippage tolerance/ }).click()
  await swap.getByRole('group', { name: 'Slippage tolerance' }).getByRole('button', { name: '0.5 %' }).click()
  await expect(swap.getByTestId('swap-slippage')).toHaveText('0.5 %')
  const quotedEth = await readyQuote(page, 'Swap')
  const minimum = (parseUnits(quotedEth, 6) * 9_950n) / 10_000n
  await expect(swap.getByTestId('swap-minimum-received')).toContainText(
    (Number(minimum) / 1e6).toLocaleString('en-US', { maximumFractionDigits: 6 }),
  )
  const shot = testInfo.outputPath('swap-quote.png')
  await page.screenshot({ path: shot })
  await testInfo.attach('swap-quote', { path: shot, contentType: 'image/png' })

  const pusdBefore = await tokenBalance(devnetContracts.usd)
  let started = Date.now()
  await swap.getByRole('button', { name: 'Swap', exact: true }).click()
  // §2: the swap's transaction-stack entry resets the modal to Account once it is mined.
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect
    .poll(async () => (await tokenBalance(devnetContracts.usd)) - pusdBefore)
    .toBe(parseUnits(quotedEth, 6))
  console.log(`ETH → PUSD: click to balance on chain ${Date.now() - started} ms`)

  // PUSD → PTK: approval first, back to Swap, then the swap.
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('group', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Swap' })
    .click()
  await pickToken(page, 'Token to pay with', 'PUSD')
  await pickToken(page, 'Token to receive', 'PTK')
  await swap.getByLabel('You pay').fill('100')
  await readyQuote(page, 'Approve PUSD')
  started = Date.now()
  await swap.getByRole('button', { name: 'Approve PUSD' }).click()
  // §2: after the approval the entry goes back to Swap, where the refreshed quote is ready to swap.
  const quotedPtk = await readyQuote(page, 'Swap')
  console.log(`PUSD approval: click to swap ready ${Date.now() - started} ms`)
  const ptkBefore = await tokenBalance(devnetContracts.token18)
  const pusdAfterFirst = await tokenBalance(devnetContracts.usd)
  started = Date.now()
  await swap.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect
    .poll(async () => (await tokenBalance(devnetContracts.token18)) - ptkBefore)
    .toBe(parseUnits(quotedPtk, 18))
  expect(pusdAfterFirst - (await tokenBalance(devnetContracts.usd))).toBe(parseUnits('100', 6))
  console.log(`PUSD → PTK: click to balance on chain ${Date.now() - started} ms`)
})

test('shows the §5 and §8 errors: insufficient balance, and a quote the API refuses', async ({
  page,
}, testInfo) => {
  const { demoUrl, rpcUrl } = e2eStack()
  const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  const privateKey = generatePrivateKey()
  await anvil.setBalance({ address: privateKeyToAccount(privateKey).address, value: parseEther('1') })

  await catchDevWallet(page)
  await page.goto(demoUrl)
  await selectDevWalletKey(page, privateKey)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-balance')).toContainText('1')
  await account.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Swap' }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await pickToken(page, 'Token to receive', 'PUSD')

  // §5: more than the account holds.
  const started = Date.now()
  await swap.getByLabel('You pay').fill('2')
  await expect(swap.getByRole('alert').filter({ hasText: /^Insufficient balance$/ })).toBeVisible()
  await expect(swap.getByRole('button', { name: 'Insufficient balance' })).toBeDisabled()
  console.log(`insufficient balance: typing to message ${Date.now() - started} ms`)
  const shot = testInfo.outputPath('swap-insufficient.png')
  await page.screenshot({ path: shot })
  await testInfo.attach('swap-insufficient', { path: shot, contentType: 'image/png' })

  // §5/§8: one wei cannot pay the provider fee, so the API refuses the quote.
  await swap.getByLabel('You pay').fill('0.000000000000000001')
  await expect(swap.getByRole('alert').filter({ hasText: /^Incorrect amount$/ })).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Incorrect amount. Please enter a valid amount' }),
  ).toBeVisible()

  // The picker searches: nothing matches a made-up symbol.
  await swap.getByRole('button', { name: /^Token to receive:/ }).click()
  await expect(swap.getByRole('list', { name: 'Tokens' }).getByRole('button')).toHaveCount(4)
  const picker = testInfo.outputPath('swap-token-picker.png')
  await page.screenshot({ path: picker })
  await testInfo.attach('swap-token-picker', { path: picker, contentType: 'image/png' })
  await swap.getByRole('textbox', { name: 'Search tokens' }).fill('nosuchtoken')
  await expect(swap.getByRole('status').filter({ hasText: 'No token matches “nosuchtoken”' })).toBeVisible()
})
