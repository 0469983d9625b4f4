import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, formatUnits, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { formatBalance, truncateAddress } from '@portico/common'
import { devnetAccounts } from '@portico/devnet/manifest'
import { consumerApps, type ConsumerApp } from './consumerApps.ts'
import type { ConsumerAppName } from './consumerPorts.ts'
import { readConsumerRun } from './consumerRun.ts'
import { devWalletInitScript } from './buildDevWalletScript.ts'
import { appUrlVariable } from './startConsumers.ts'

// The devnet account the dev wallet holds in each app: one each, because the api caches a balance for 30 s
// (§9) and every test moves ether to its account first.
const walletAccountIndex: Record<ConsumerAppName, number> = {
  'vite-react19': 1,
  'next-app-router': 3,
  'vite-react18': 4,
  'plain-html': 5,
}
const sender = devnetAccounts[2]!
const run = readConsumerRun()
const devWalletCode = readFileSync(run.devWalletScript, 'utf8')

function stackUrl(variable: string): string {
  const value = process.env[variable]
  if (!value)
    throw new Error(`${variable} is not set: run these tests through tests/consumers/playwright.config.ts`)
  return value
}

type Address = `0x${string}`

/** Moves an odd amount to the wallet first, so the balance shown cannot be a round default. */
async function fundWallet(rpcUrl: string, to: Address): Promise<void> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(sender.privateKey),
    transport: http(rpcUrl),
  })
  const amount = parseEther(`1.${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`)
  const hash = await wallet.sendTransaction({ to, value: amount, chain: null })
  await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash })
}

/** What the page must show: the wallet's balance read from the chain now, formatted as the modal does. */
async function balanceOnChain(rpcUrl: string, address: Address): Promise<string> {
  const wei = await createPublicClient({ transport: http(rpcUrl) }).getBalance({ address })
  return `${formatBalance(formatUnits(wei, 18))} ETH`
}

/** Every console error and warning and every uncaught exception of the page, from before it loads. */
function watchConsole(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`))
  return messages
}

async function connectDevWallet(
  page: Page,
  app: ConsumerApp,
  rpcUrl: string,
  address: Address,
): Promise<string> {
  const rpcUrls = { 31337: rpcUrl, 31338: stackUrl('PORTICO_CONSUMER_RPC_31338') }
  const accountIndex = walletAccountIndex[app.name]
  await page.addInitScript({ content: devWalletInitScript(devWalletCode, { rpcUrls, accountIndex }) })
  await page.goto(stackUrl(appUrlVariable(app.name)))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /Portico Dev Wallet/ }).click()
  await expect(page.getByTestId('account-address')).toHaveText(truncateAddress(address, 4, 6))
  const balance = await balanceOnChain(rpcUrl, address)
  await expect(page.getByTestId('account-balance')).toHaveText(balance)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('account-button')).toContainText(balance)
  return balance
}

for (const app of consumerApps) {
  test(`${app.title}: connects the Portico Dev Wallet and shows its real devnet balance`, async ({
    page,
  }, testInfo) => {
    const rpcUrl = stackUrl('PORTICO_CONSUMER_RPC_31337')
    const messages = watchConsole(page)
    const { address } = devnetAccounts[walletAccountIndex[app.name]]!
    await fundWallet(rpcUrl, address)
    const balance = await connectDevWallet(page, app, rpcUrl, address)
    console.log(`[consumers] ${app.name}: shows ${balance}`)
    if (app.name === 'vite-react18') {
      await expect(page.getByTestId('hook-address')).toHaveText(address)
    }
    const screenshot = testInfo.outputPath(`${app.name}.png`)
    await page.screenshot({ path: screenshot })
    await testInfo.attach(app.name, { path: screenshot, contentType: 'image/png' })
    // §15: hydration (Next.js) and every app's start log nothing but what they must.
    const allowed =
      app.name === 'next-app-router' ? [] : messages.filter((line) => line.startsWith('warning:'))
    for (const warning of allowed) console.log(`[consumers] ${app.name} logged ${warning}`)
    expect(messages.filter((line) => !allowed.includes(line))).toEqual([])
  })
}

test('Next.js App Router: the server renders the page with the button, touching no window', async ({
  request,
}, testInfo) => {
  const response = await request.get(stackUrl(appUrlVariable('next-app-router')), {
    headers: { accept: 'text/html' },
  })
  expect(response.status()).toBe(200)
  const html = await response.text()
  const button = html.match(/<appkit-button[\s\S]*?<\/appkit-button>/)?.[0]
  expect(button, 'the server HTML holds <appkit-button>').toBeDefined()
  console.log(`[consumers] next-app-router server HTML for the button: ${button}`)
  writeFileSync(join(run.root, 'next-button.html'), `${button}\n`)
  await testInfo.attach('server-rendered button', { body: button!, contentType: 'text/html' })
  // A server render that read `window` or `document` fails the request and `next start` logs it (⨯ …).
  const serverLog = readFileSync(stackUrl('PORTICO_CONSUMER_NEXT_LOG'), 'utf8')
  expect(serverLog).not.toMatch(/⨯|window is not defined|document is not defined|Error:/)
})
