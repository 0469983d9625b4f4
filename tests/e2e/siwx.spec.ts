import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { verifyMessage } from 'viem'
import { truncateAddress } from '@portico/common'
import { devnetAccounts } from '@portico/devnet/manifest'
import { e2eStack } from './e2eStack.ts'
import { waitForSettled } from './waitForSettled.ts'

// Sign in with X (§4 sign-in flow) on the demo's `?siwx=required|optional`: connect the Portico Dev Wallet, sign
// the EIP-4361 message in it, and createDefaultSiwx verifies the signature against the devnet before keeping it.

const walletAccount = devnetAccounts[1]! // the account the Portico Dev Wallet holds; signing changes no chain state
const SESSIONS_KEY = '@appkit/siwx_sessions'

interface StoredSession {
  data: { accountAddress: string; chainId: string }
  message: string
  signature: `0x${string}`
}

/**
 * PersonDeclines: the Portico Dev Wallet approves every request itself, so to stand in for a person pressing
 * "Reject" in their wallet the test answers the wallet's personal_sign with EIP-1193 4001 while
 * `window.__declineSignature` is set; every other call, and every signature once it is cleared, is the dev
 * wallet's own.
 */
async function letThePersonDecline(page: Page) {
  await page.addInitScript(() => {
    const flags = window as unknown as { __declineSignature?: boolean }
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info, provider } = (event as CustomEvent).detail as {
        info: { rdns: string }
        provider: { request(args: { method: string }): Promise<unknown>; __wrapped?: boolean }
      }
      if (info.rdns !== 'dev.portico.wallet' || provider.__wrapped) return
      const request = provider.request.bind(provider)
      provider.request = async (args) => {
        if (args.method === 'personal_sign' && flags.__declineSignature)
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        return request(args)
      }
      provider.__wrapped = true
    })
  })
}

async function openDemo(page: Page, mode: 'required' | 'optional' | 'siwe', adapter?: string) {
  const url = new URL(e2eStack().demoUrl)
  url.searchParams.set('siwx', mode)
  if (adapter) url.searchParams.set('adapter', adapter)
  await page.goto(url.href)
  await expect(page.getByTestId('demo-siwx')).toContainText(`Sign-in: ${mode}`)
}

/** Connects the dev wallet; the sign-in view must follow by itself. Returns the Sign In dialog. */
async function connectAndReachSignIn(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
    // After a disconnect it is listed under Recent too; the injected entry is the one to pick.
    .filter({ hasNotText: 'Recent' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await expect(dialog.getByText('Portico Demo wants you to sign in')).toBeVisible()
  return dialog
}

async function storedSessions(page: Page): Promise<StoredSession[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredSession[],
    SESSIONS_KEY,
  )
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  // The dialog has stopped moving (a state, not a pause). Waiting on each animation's `finished` failed once:
  // an animation cancelled by the view's re-render rejects it with AbortError.
  await waitForSettled(page)
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

const connectedText = `Connected as ${walletAccount.address}`

test('required sign-in: the view cannot be closed until the account signs; the verified session is kept', async ({
  page,
}, testInfo) => {
  await openDemo(page, 'required')
  const started = Date.now()
  const dialog = await connectAndReachSignIn(page)
  console.log(`siwx required: connect → Sign In view ${Date.now() - started} ms`)
  await screenshot(page, testInfo, 'siwx-sign-message')

  // §2: no session yet, so neither Escape nor the close button nor the backdrop closes the modal.
  await page.keyboard.press('Escape')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  expect(await storedSessions(page)).toEqual([])

  const signStarted = Date.now()
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  console.log(`siwx required: Sign In click → session kept, modal closed ${Date.now() - signStarted} ms`)
  await expect(page.getByText(connectedText)).toBeVisible()

  const [session, ...others] = await storedSessions(page)
  expect(others).toEqual([])
  expect(session?.data).toMatchObject({ accountAddress: walletAccount.address, chainId: 'eip155:31337' })
  const host = new URL(e2eStack().demoUrl).host
  expect(session?.message).toMatch(
    new RegExp(`^${host} wants you to sign in with your Ethereum account:\\n${walletAccount.address}\\n`),
  )
  expect(
    await verifyMessage({
      address: walletAccount.address,
      message: session!.message,
      signature: session!.signature,
    }),
  ).toBe(true)

  // With a session the modal opens on Account; after a disconnect, connecting again finds the kept session and
  // asks for no new sign-in.
  await page.getByTestId('account-button').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-address')).toHaveText(
    truncateAddress(walletAccount.address, 4, 6),
  )
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByText('Not connected')).toBeVisible()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .filter({ hasNotText: 'Recent' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-address')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText(connectedText)).toBeVisible()
})

test('optional sign-in: the view may be closed, and signing keeps the session and closes it', async ({
  page,
}) => {
  await openDemo(page, 'optional')
  await connectAndReachSignIn(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText(connectedText)).toBeVisible()
  expect(await storedSessions(page)).toEqual([])

  // Connecting again asks again, as the account still has no session.
  await page.getByTestId('account-button').click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByText('Not connected')).toBeVisible()
  const dialog = await connectAndReachSignIn(page)
  const started = Date.now()
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  console.log(`siwx optional: Sign In click → session kept, modal closed ${Date.now() - started} ms`)
  const [session] = await storedSessions(page)
  expect(session?.data.accountAddress).toBe(walletAccount.address)
})

for (const mode of ['required', 'optional'] as const) {
  test(`declining in the wallet (${mode}) shows the error and keeps the view, and signing again works`, async ({
    page,
  }, testInfo) => {
    await letThePersonDecline(page)
    await openDemo(page, mode)
    const dialog = await connectAndReachSignIn(page)
    await page.evaluate(() => {
      ;(window as unknown as { __declineSignature?: boolean }).__declineSignature = true
    })
    const started = Date.now()
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    // §4: on failure the view reopens with an error.
    await expect(
      page.getByRole('dialog', { name: 'Sign In' }).getByText('Signature declined').first(),
    ).toBeVisible()
    console.log(`siwx decline (${mode}): Sign In click → error shown ${Date.now() - started} ms`)
    await expect(
      page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign In' }),
    ).toBeEnabled()
    expect(await storedSessions(page)).toEqual([])
    await screenshot(page, testInfo, `siwx-declined-${mode}`)

    await page.evaluate(() => {
      ;(window as unknown as { __declineSignature?: boolean }).__declineSignature = false
    })
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await storedSessions(page)).toHaveLength(1)
  })
}

test('cancel while sign-in is required disconnects the wallet', async ({ page }) => {
  await openDemo(page, 'required')
  const dialog = await connectAndReachSignIn(page)
  const started = Date.now()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Not connected')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)
  console.log(`siwx cancel (required): Cancel click → disconnected ${Date.now() - started} ms`)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(await storedSessions(page)).toEqual([])
})

test('cancel while sign-in is optional closes the modal and stays connected', async ({ page }) => {
  await openDemo(page, 'optional')
  const dialog = await connectAndReachSignIn(page)
  const started = Date.now()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  console.log(`siwx cancel (optional): Cancel click → modal closed ${Date.now() - started} ms`)
  await expect(page.getByText(connectedText)).toBeVisible()
  expect(await storedSessions(page)).toEqual([])
})

test('signs in through the wagmi adapter (?adapter=wagmi): its signMessage verifies too', async ({
  page,
}) => {
  await openDemo(page, 'required', 'wagmi')
  await expect(page.getByTestId('demo-adapter')).toHaveText('Running on wagmi (@portico/adapter-wagmi)')
  const dialog = await connectAndReachSignIn(page)
  const started = Date.now()
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  console.log(`siwx wagmi: Sign In click → session kept, modal closed ${Date.now() - started} ms`)
  const [session] = await storedSessions(page)
  expect(session?.data.accountAddress).toBe(walletAccount.address)
  expect(
    await verifyMessage({
      address: walletAccount.address,
      message: session!.message,
      signature: session!.signature,
    }),
  ).toBe(true)
})

test("an app's siweConfig (AppKit's SIWE client) is asked in ConnectingSiwe, and its verified session is kept", async ({
  page,
}) => {
  await openDemo(page, 'siwe')
  const started = Date.now()
  const dialog = await connectAndReachSignIn(page)
  await expect(page.locator('.portico-root[data-view]')).toHaveAttribute('data-view', 'ConnectingSiwe')
  console.log(`siweConfig: connect → ConnectingSiwe ${Date.now() - started} ms`)
  const signStarted = Date.now()
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  console.log(`siweConfig: Sign In click → session kept, modal closed ${Date.now() - signStarted} ms`)
  const [session] = await storedSessions(page)
  expect(session?.data).toMatchObject({ accountAddress: walletAccount.address, chainId: 'eip155:31337' })
  expect(
    await verifyMessage({
      address: walletAccount.address,
      message: session!.message,
      signature: session!.signature,
    }),
  ).toBe(true)
})
