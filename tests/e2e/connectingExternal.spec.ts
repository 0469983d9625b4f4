import { expect, test, type Page } from '@playwright/test'
import { truncateAddress } from '@portico/common'
import { devnetAccounts } from '@portico/devnet/manifest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { e2eStack } from './e2eStack.ts'
import { openDemo } from './openDemo.ts'
import { waitForSettled } from './waitForSettled.ts'

// The demo on the wagmi adapter passes an app's own wagmi connector (apps/demo/src/demoCustomConnector.ts), which
// reaches the Portico Dev Wallet through its own code: wagmi reports it with a type of its own, so the modal lists
// it as an external connector and connects it in the ConnectingExternal view.

const CONNECTOR_NAME = 'Demo Custom Connector'

/**
 * Acts in the dev wallet found on the page (EIP-6963): `selectKey` picks another account in it; `hold` makes its
 * next connection request wait for the test's answer; `answer` gives it. The hold stands in for the person
 * reading the wallet's prompt and pressing Reject or Approve: the dev wallet has no prompt (it approves by itself).
 */
async function inDevWallet(
  page: Page,
  action: { selectKey: `0x${string}` } | 'hold' | { answer: 'reject' | 'approve' },
): Promise<unknown> {
  return page.evaluate(async (action) => {
    type DevWallet = {
      request(args: { method: string; params?: unknown }): Promise<unknown>
      selectAccount(key: string): string
    }
    type Held = { answer?: (decision: 'reject' | 'approve') => void; arrived?: Promise<void> }
    const held = window as unknown as { __porticoHeldConnect?: Held }
    let wallet: DevWallet | undefined
    const take = (event: Event) => {
      const { info, provider } = (event as CustomEvent<{ info: { rdns: string }; provider: DevWallet }>)
        .detail
      if (info.rdns === 'dev.portico.wallet') wallet = provider
    }
    window.addEventListener('eip6963:announceProvider', take)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', take)
    if (!wallet) throw new Error('The Portico Dev Wallet did not announce itself')
    if (action === 'hold') {
      const request = wallet.request.bind(wallet)
      const state: Held = {}
      let arrive = () => {}
      // The view shows its wait before the connector's request reaches the wallet: an answer waits for it.
      state.arrived = new Promise<void>((resolve) => (arrive = resolve))
      held.__porticoHeldConnect = state
      wallet.request = async (args) => {
        if (args.method !== 'eth_requestAccounts') return request(args)
        wallet!.request = request // only the next connection request waits
        const decision = await new Promise<'reject' | 'approve'>((resolve) => {
          state.answer = resolve
          arrive()
        })
        if (decision === 'reject')
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        return request(args)
      }
      return null
    }
    if (typeof action === 'object' && 'answer' in action) {
      const state = held.__porticoHeldConnect
      if (!state?.arrived) throw new Error('The dev wallet was not told to hold a connection request')
      await state.arrived
      state.answer!(action.answer)
      return null
    }
    return wallet.selectAccount(action.selectKey)
  }, action)
}

test('an external connector connects in ConnectingExternal: waiting, declined, retried, then Account', async ({
  page,
}, testInfo) => {
  const { demoUrl } = e2eStack()
  const key = generatePrivateKey()
  const { address } = privateKeyToAccount(key)
  const url = new URL(demoUrl)
  url.searchParams.set('adapter', 'wagmi')
  const connectButton = await openDemo(page, url.href)
  await expect(page.getByTestId('demo-adapter')).toHaveText('Running on wagmi (@portico/adapter-wagmi)')
  await connectButton.click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const external = connect.getByRole('button', { name: CONNECTOR_NAME })
  await expect(external).toBeVisible()
  // Installed wallets carry the "Installed" tag; an external connector does not.
  await expect(external).not.toContainText('Installed')
  expect(await inDevWallet(page, { selectKey: key })).toBe(address)
  await inDevWallet(page, 'hold')

  const clickedAt = Date.now()
  await external.click()
  const connecting = page.getByRole('dialog', { name: 'Connecting' })
  await expect(connecting.getByText(`Continue in ${CONNECTOR_NAME}`)).toBeVisible()
  const waitingMs = Date.now() - clickedAt
  await waitForSettled(page)
  await page.screenshot({ path: testInfo.outputPath('connecting-external-waiting.png') })

  const rejectedAt = Date.now()
  await inDevWallet(page, { answer: 'reject' })
  const declined = connecting.getByRole('alert')
  await expect(declined).toContainText('Connection declined')
  await expect(declined).toContainText(`You declined the request in ${CONNECTOR_NAME}.`)
  const declinedMs = Date.now() - rejectedAt
  await waitForSettled(page)
  await page.screenshot({ path: testInfo.outputPath('connecting-external-declined.png') })

  // Try again: the connector's connect runs again from the same view, and this time the wallet approves.
  await inDevWallet(page, 'hold')
  await declined.getByRole('button', { name: 'Try again' }).click()
  await expect(connecting.getByText(`Continue in ${CONNECTOR_NAME}`)).toBeVisible()
  const approvedAt = Date.now()
  await inDevWallet(page, { answer: 'approve' })
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-address')).toHaveText(
    truncateAddress(address, 4, 6),
  )
  const accountMs = Date.now() - approvedAt
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('account-button')).toContainText(truncateAddress(address, 4, 6))

  const timing = `ConnectingExternal waiting ${waitingMs} ms after the click; declined shown ${declinedMs} ms after the wallet rejected; Account ${accountMs} ms after it approved`
  console.log(`[connecting external] ${timing}`)
  testInfo.annotations.push({ type: 'timing', description: timing })
})

test('cancel in ConnectingExternal returns to Connect', async ({ page }) => {
  const { demoUrl } = e2eStack()
  const url = new URL(demoUrl)
  url.searchParams.set('adapter', 'wagmi')
  await (await openDemo(page, url.href)).click()
  const external = page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: CONNECTOR_NAME })
  await expect(external).toBeVisible()
  await inDevWallet(page, { selectKey: generatePrivateKey() })
  await inDevWallet(page, 'hold')
  await external.click()
  const connecting = page.getByRole('dialog', { name: 'Connecting' })
  await expect(connecting.getByText(`Continue in ${CONNECTOR_NAME}`)).toBeVisible()
  await connecting.getByRole('button', { name: 'Cancel' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: CONNECTOR_NAME }),
  ).toBeVisible()
  // The wallet answering late does not connect a connection the person cancelled.
  await inDevWallet(page, { answer: 'approve' })
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('account-button')).toHaveCount(0)
})

test('a custom wallet (customWallets) connects over WalletConnect through its web app link, as in AppKit', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000)
  const { demoUrl, walletUrl } = e2eStack()
  const webWalletAddress = devnetAccounts[0]!.address // the web wallet's default account
  const demo = await (await browser.newContext()).newPage()
  const wallet = await (await browser.newContext()).newPage()
  await wallet.goto(walletUrl)
  await (await openDemo(demo, demoUrl)).click()
  const clickedAt = Date.now()
  await demo
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Portico Web Wallet' })
    .click()

  // The demo's customWallets entry gives a webapp_link: the Browser tab opens it with the pairing URI.
  const picked = demo.getByRole('dialog', { name: 'Connect with Your Wallet' })
  await picked.getByRole('tab', { name: 'Browser' }).click()
  const open = picked.getByRole('link', { name: /Open Portico Web Wallet/ })
  await expect(open).toHaveAttribute('href', /\/wc\?uri=wc%3A/)
  const linkMs = Date.now() - clickedAt
  const href = new URL((await open.getAttribute('href'))!)
  expect(`${href.origin}${href.pathname}`).toBe(`${walletUrl}/wc`)
  const uri = href.searchParams.get('uri')!
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await waitForSettled(demo)
  await demo.screenshot({ path: testInfo.outputPath('custom-wallet-browser-link.png') })

  // The web wallet pairs with that URI and approves; the demo shows the account.
  await wallet.getByTestId('wc-uri-input').fill(uri)
  await wallet.getByTestId('wc-pair').click()
  await expect(wallet.getByTestId('wc-proposal')).toContainText('Portico Demo')
  const approvedAt = Date.now()
  await wallet.getByTestId('wc-approve').click()
  await expect(demo.getByRole('dialog', { name: 'Account' }).getByTestId('account-address')).toHaveText(
    truncateAddress(webWalletAddress, 4, 6),
  )
  const timing = `custom wallet: web app link shown ${linkMs} ms after the click; Account ${Date.now() - approvedAt} ms after the wallet approved`
  console.log(`[custom wallet] ${timing}`)
  testInfo.annotations.push({ type: 'timing', description: timing })
  await demo.context().close()
  await wallet.context().close()
})
