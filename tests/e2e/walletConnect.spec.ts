import { expect, test, type Page } from '@playwright/test'
import { truncateAddress } from '@portico/common'
import { devnetAccounts } from '@portico/devnet/manifest'
import { verifyMessage } from 'viem'
import { e2eStack } from './e2eStack.ts'

// Two pages in two browser contexts (two "devices"): the demo (a dapp) and the reference web wallet, paired
// over our own relay with the unmodified WalletConnect sign client on both sides.

const MESSAGE = 'Hello from the Portico demo'
const walletAccount = devnetAccounts[0]! // the web wallet's default account
const shortAddress = truncateAddress(walletAccount.address, 4, 6)

/** Hosts the pages may reach: the stack on loopback. Anything else is a leak (§ issue 6: no outside host). */
function recordOutsideRequests(page: Page, into: string[]) {
  const isLocal = (url: string) => {
    const { protocol, hostname } = new URL(url)
    return (
      protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost'
    )
  }
  page.on('request', (request) => {
    if (!isLocal(request.url())) into.push(request.url())
  })
  page.on('websocket', (socket) => {
    if (!isLocal(socket.url())) into.push(socket.url())
  })
}

/** Opens the modal's WalletConnect QR view and returns the pairing URI and how long it took to appear. */
async function showPairingUri(demo: Page) {
  await demo.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = demo.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  const clickedAt = Date.now()
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()
  const qr = demo.getByTestId('wc-qr')
  await expect(qr).toBeVisible()
  const uri = await qr.getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return { uri: uri!, uriMs: Date.now() - clickedAt }
}

/** Pairs the wallet page with `uri` and approves the proposal; returns ms from approval to the demo's Account. */
async function pairAndApprove(demo: Page, wallet: Page, uri: string) {
  await wallet.getByTestId('wc-uri-input').fill(uri)
  await wallet.getByTestId('wc-pair').click()
  const proposal = wallet.getByTestId('wc-proposal')
  await expect(proposal).toContainText('Portico Demo')
  const approvedAt = Date.now()
  await wallet.getByTestId('wc-approve').click()
  await expect(demo.getByTestId('account-address')).toHaveText(shortAddress)
  return Date.now() - approvedAt
}

/** Waits for the wallet's request card of `method` and answers it. */
async function answerRequest(wallet: Page, method: string, answer: 'approve' | 'reject') {
  const request = wallet.locator(`[data-testid="wc-request"][data-method="${method}"]`).first()
  await expect(request).toBeVisible()
  await request.getByTestId(answer === 'approve' ? 'wc-request-approve' : 'wc-request-reject').click()
  await expect(request).toHaveCount(0)
}

test('a remote wallet pairs over our relay: connect, sign, decline, switch chain, reload, disconnect from either side', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const { demoUrl, walletUrl } = e2eStack()
  const demoContext = await browser.newContext()
  const walletContext = await browser.newContext()
  const demo = await demoContext.newPage()
  const wallet = await walletContext.newPage()
  const outside: string[] = []
  recordOutsideRequests(demo, outside)
  recordOutsideRequests(wallet, outside)
  await wallet.goto(walletUrl)
  await demo.goto(demoUrl)

  // Connect: the demo shows a URI, the wallet pairs with it and approves, the demo reaches Account.
  const { uri, uriMs } = await showPairingUri(demo)
  const connectMs = await pairAndApprove(demo, wallet, uri)
  const timing = `pairing URI shown ${uriMs} ms after the click; Account shown ${connectMs} ms after the wallet approved`
  console.log(`[walletconnect] ${timing}`)
  testInfo.annotations.push({ type: 'connect time', description: timing })
  const connected = testInfo.outputPath('demo-connected.png')
  await demo.screenshot({ path: connected })
  await testInfo.attach('demo-connected', { path: connected, contentType: 'image/png' })
  await demo.keyboard.press('Escape')
  await expect(demo.getByTestId('account-button')).toContainText(shortAddress)

  // A personal_sign approved in the wallet: the signature verifies for the wallet's address.
  await demo.getByRole('button', { name: 'Sign message' }).click()
  await answerRequest(wallet, 'personal_sign', 'approve')
  const signature = (await demo.getByTestId('demo-signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address: walletAccount.address, message: MESSAGE, signature })).toBe(true)

  // A rejected one shows 'Signature declined'.
  await demo.getByRole('button', { name: 'Sign message' }).click()
  await answerRequest(wallet, 'personal_sign', 'reject')
  await expect(demo.getByTestId('demo-sign-error')).toHaveText('Signature declined')

  // Switching to the second devnet chain goes through the wallet.
  await demo.getByTestId('account-button').click()
  const account = demo.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: /switch network/ }).click()
  await demo.getByRole('dialog').getByRole('button', { name: 'Portico Devnet Two' }).click()
  await expect(account.getByRole('button', { name: /switch network/ })).toContainText('Portico Devnet Two')
  await expect(wallet.getByTestId('wc-session')).toBeVisible()
  await demo.keyboard.press('Escape')

  // Reloading the demo restores the session.
  await demo.reload()
  await expect(demo.getByTestId('account-button')).toContainText(shortAddress)

  // Disconnect from the wallet's side: the demo is disconnected.
  await wallet.getByTestId('wc-disconnect').click()
  await expect(demo.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  // Pair again, then disconnect from the demo's side: the wallet's session is gone.
  const again = await showPairingUri(demo)
  await pairAndApprove(demo, wallet, again.uri)
  await demo.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(demo.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(wallet.getByTestId('wc-session')).toHaveCount(0)

  expect(outside).toEqual([])
  await demoContext.close()
  await walletContext.close()
})
