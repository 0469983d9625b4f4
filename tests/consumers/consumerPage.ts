// What every consumer app's browser test does: fund the app's wallet, watch the console, put the Portico Dev
// Wallet on the page and connect it through the Portico modal.
import { readFileSync } from 'node:fs'
import { expect, type ConsoleMessage, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, formatUnits, http, parseEther, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { formatBalance, truncateAddress } from '@portico/common'
import { devnetAccounts } from '@portico/devnet/manifest'
import { SENDER_ACCOUNT_INDEX, walletAccountIndex } from './consumerAccounts.ts'
import type { ConsumerApp } from './consumerApps.ts'
import { devWalletInitScript } from './buildDevWalletScript.ts'
import { readConsumerRun } from './consumerRun.ts'
import { appUrlVariable } from './startConsumers.ts'

let devWalletCode: string | undefined

/**
 * A URL startConsumers.ts (Playwright's global setup) put in the environment.
 *
 * @example
 * stackUrl('PORTICO_CONSUMER_RPC_31337') // 'http://127.0.0.1:28545'
 */
export function stackUrl(variable: string): string {
  const value = process.env[variable]
  if (!value)
    throw new Error(`${variable} is not set: run these tests through tests/consumers/playwright.config.ts`)
  return value
}

/**
 * Moves an odd amount to the wallet first, so the balance shown cannot be a round default.
 *
 * @example
 * await fundWallet(stackUrl('PORTICO_CONSUMER_RPC_31337'), devnetAccounts[6].address)
 */
export async function fundWallet(rpcUrl: string, to: Address): Promise<void> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(devnetAccounts[SENDER_ACCOUNT_INDEX]!.privateKey),
    transport: http(rpcUrl),
  })
  const amount = parseEther(`1.${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`)
  const hash = await wallet.sendTransaction({ to, value: amount, chain: null })
  await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash })
}

/**
 * What the modal must show: the wallet's balance read from the chain now, formatted as the modal does.
 *
 * @example
 * await balanceOnChain(rpcUrl, address) // '1.2345 ETH'
 */
export async function balanceOnChain(rpcUrl: string, address: Address): Promise<string> {
  const wei = await createPublicClient({ transport: http(rpcUrl) }).getBalance({ address })
  return `${formatBalance(formatUnits(wei, 18))} ETH`
}

/**
 * Every console error and warning and every uncaught exception of the page, from before it loads.
 *
 * @example
 * const messages = watchConsole(page) // … then expect(messages).toEqual([])
 */
export function watchConsole(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`))
  return messages
}

/**
 * Opens the app with the Portico Dev Wallet on the page (holding the app's own account), connects it through
 * the Portico modal, checks the modal's account view (address, and the balance on chain now) and closes it.
 * Returns the balance the modal showed.
 *
 * @example
 * await connectDevWallet(page, app, rpcUrl, devnetAccounts[walletAccountIndex[app.name]].address)
 */
export async function connectDevWallet(
  page: Page,
  app: ConsumerApp,
  rpcUrl: string,
  address: Address,
): Promise<string> {
  devWalletCode ??= readFileSync(readConsumerRun().devWalletScript, 'utf8')
  const rpcUrls = { 31337: rpcUrl, 31338: stackUrl('PORTICO_CONSUMER_RPC_31338') }
  const accountIndex = walletAccountIndex[app.name]
  await page.addInitScript({ content: devWalletInitScript(devWalletCode, { rpcUrls, accountIndex }) })
  await page.goto(stackUrl(appUrlVariable(app.name)))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /Portico Dev Wallet/ }).click()
  // The connected account, whether its ENS name (accounts 3, 5 and 6 have one on the devnet) or its short address
  // is shown yet: the element's title is the full address either way.
  const shown = page.getByTestId('account-address')
  await expect(shown).toHaveAttribute('title', new RegExp(`^${address}$`, 'i'))
  await expect(shown).toHaveText(new RegExp(`^(${truncateAddress(address, 4, 6)}|[a-z0-9-]+\\.eth)$`))
  const balance = await balanceOnChain(rpcUrl, address)
  await expect(page.getByTestId('account-balance')).toHaveText(balance)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('account-button')).toContainText(balance)
  return balance
}
