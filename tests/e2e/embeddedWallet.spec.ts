import { expect, test } from '@playwright/test'
import { truncateAddress } from '@portico/common'
import { devnetAccounts } from '@portico/devnet/manifest'
import { createPublicClient, createTestClient, http, parseEther, recoverMessageAddress } from 'viem'
import { e2eStack } from './e2eStack.ts'
import {
  MESSAGE,
  SECURE_FRAME,
  logInWithEmail,
  reportTiming,
  askToSign,
  answerInSecureFrame,
  attachScreenshot,
} from './embeddedWalletSteps.ts'

// Logins, signing and the frame's origin checks; the clickjacking guard and the hostile-host attacks have specs
// of their own (embeddedWalletClickjacking.spec.ts, embeddedWalletHostAttacks.spec.ts).

test('email login with a code from the mail catcher; sign and send through the secure approval screen; reload keeps the session', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  const { demoUrl, rpcUrl } = e2eStack()
  const email = `e2e-${Date.now()}@example.test`
  await page.goto(demoUrl)
  const loginMs = await logInWithEmail(page, email)
  await attachScreenshot(page, testInfo, 'email-account')
  await page.keyboard.press('Escape')

  // personal_sign: the modal shows ApproveTransaction, the approval itself is the secure site's screen.
  await askToSign(page)
  // Timed from the demo waiting for the wallet, so a click the browser lost (see pressUntil) is not counted.
  const askedAt = Date.now()
  await expect(page.getByRole('dialog', { name: /Approve/ })).toBeVisible()
  await expect(
    page.frameLocator(SECURE_FRAME).getByRole('dialog', { name: /Signature request/ }),
  ).toBeVisible()
  reportTiming(
    testInfo,
    `account shown ${loginMs} ms after the code was entered; approval screen shown ${Date.now() - askedAt} ms after the demo asked to sign`,
  )
  await attachScreenshot(page, testInfo, 'approve-signature')
  await answerInSecureFrame(page, 'Approve', /Signature request/)
  const signature = (await page.getByTestId('demo-signature').textContent()) as `0x${string}`
  const address = await recoverMessageAddress({ message: MESSAGE, signature })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('account-button')).toContainText(truncateAddress(address, 4, 6))

  // Fund the new account on the devnet (its address is only known once the secure site made its key).
  const chain = createPublicClient({ transport: http(rpcUrl) })
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address,
    value: parseEther('10'),
  })

  // A rejected request shows 'Signature declined'; an approved one refreshes the balance (§4).
  await askToSign(page)
  await answerInSecureFrame(page, 'Reject', /Signature request/)
  await expect(page.getByTestId('demo-sign-error')).toHaveText('Signature declined')
  // The modal closes after an answer (§4); a person asks again once it is gone.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await askToSign(page)
  await answerInSecureFrame(page, 'Approve', /Signature request/)
  await expect(page.getByTestId('demo-signature')).toBeVisible()

  const receiver = devnetAccounts[5]!.address
  const before = await chain.getBalance({ address: receiver })
  const amount = `0.0${String(Math.floor(Math.random() * 9000) + 1000)}`
  await page.getByTestId('account-button').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-balance')).toContainText('10.00 ETH')
  await account.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Amount').fill(amount)
  await send.getByLabel('To', { exact: true }).fill(receiver)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await answerInSecureFrame(page, 'Approve', /Send transaction/)
  await expect
    .poll(async () => (await chain.getBalance({ address: receiver })) - before, { timeout: 20_000 })
    .toBe(parseEther(amount))
  await page.keyboard.press('Escape')

  // Reloading keeps the session: the demo reconnects the embedded wallet without a new code.
  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText(truncateAddress(address, 4, 6))
  await page.getByTestId('account-button').click()
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-email')).toHaveText(email)
})

/** Lays a decoy over the secure site's iframe that lets clicks through to it, as a hostile page would. */

test('social login through the dev OpenID provider in a popup', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const { demoUrl } = e2eStack()
  const login = `octo${Date.now()}`
  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('dialog').getByTestId('social-github').click()
  const popup = await popupOpened
  await popup.locator('#login').fill(login)
  const submittedAt = Date.now()
  await popup.locator('#login-submit').click()
  // A state, not an event: the popup may close before a 'close' listener could be added after the click.
  await expect.poll(() => popup.isClosed(), { timeout: 20_000 }).toBe(true)
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-email')).toHaveText(login)
  reportTiming(
    testInfo,
    `social account shown ${Date.now() - submittedAt} ms after the provider's login form was sent`,
  )
  await expect(account.getByTestId('account-auth-provider')).toHaveText('Signed in with GitHub')
  await attachScreenshot(page, testInfo, 'social-account')
})

test('security: a page on an origin the project does not allow cannot use the iframe', async ({ page }) => {
  const { secureSiteUrl, demoUrl, apiUrl } = e2eStack()
  // Two real loopback pages embed the secure site: the demo (an allowed origin) and the data API's /health (an
  // origin the demo project does not list). Only the allowed one hears the frame's READY; Chromium refuses to
  // frame the secure site in the other (its frame-ancestors policy).
  const hearsReady = async (pageUrl: string) => {
    await page.goto(pageUrl)
    return page.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          const frame = document.createElement('iframe')
          window.addEventListener('message', (event) => {
            const type = (event.data as { type?: unknown } | null)?.type
            if (event.source === frame.contentWindow && type === '@portico-frame/READY') resolve(true)
          })
          setTimeout(() => resolve(false), 5_000)
          frame.src = src
          document.body.append(frame)
        }),
      `${secureSiteUrl}/frame?projectId=portico-demo&chainId=eip155:31337&version=e2e`,
    )
  }
  expect(await hearsReady(demoUrl)).toBe(true)
  expect(await hearsReady(`${apiUrl}/health`)).toBe(false)
})

test('security: frame events from a foreign origin are ignored by the host', async ({ page }) => {
  const { demoUrl } = e2eStack()
  const email = `e2e-foreign-${Date.now()}@example.test`
  await page.route('http://foreign.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      // Pretends to be the secure site: says the session ended, and answers every request id it could guess.
      body: `<!doctype html><script>parent.postMessage({ type: '@portico-frame/NOT_CONNECTED', payload: {} }, '*')</script>`,
    }),
  )
  await page.goto(demoUrl)
  await logInWithEmail(page, email)
  await page.keyboard.press('Escape')
  const button = page.getByTestId('account-button')
  // The address part (the balance beside it may still arrive: that is no disconnection).
  await expect(button).toContainText(/0x[0-9a-f]{2}…[0-9a-f]{6}/i)
  const shortAddress = /0x[0-9a-f]{2}…[0-9a-f]{6}/i.exec((await button.textContent()) ?? '')![0]
  await page.evaluate(() => {
    const frame = document.createElement('iframe')
    frame.src = 'http://foreign.test/spoof.html'
    frame.id = 'foreign'
    document.body.append(frame)
    // And straight from the page's own window, which is not the secure site's iframe either.
    window.postMessage({ type: '@portico-frame/NOT_CONNECTED', payload: {} }, '*')
  })
  await page.waitForTimeout(1_500)
  await expect(button).toContainText(shortAddress)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
})

/** The project id and host origin the demo embeds the secure site with: what a hostile host would forge. */
