import { expect, test, type Page } from '@playwright/test'
import { e2eStack } from './e2eStack.ts'
import {
  SECURE_FRAME,
  type CaughtMail,
  readLoginCode,
  logInWithEmail,
  answerInSecureFrame,
} from './embeddedWalletSteps.ts'

// A hostile host page that reads codes, takes tickets or forges headers gets no session of its own.

async function forgedFrameHeaders(page: Page): Promise<Record<string, string>> {
  const src = await page.locator(SECURE_FRAME).getAttribute('src')
  const projectId = new URL(src!).searchParams.get('projectId')!
  return {
    'content-type': 'application/json',
    'x-portico-project-id': projectId,
    'x-portico-host-origin': new URL(page.url()).origin,
  }
}

test('attack: a hostile host that reads the email code and calls the secure site itself gets no session; a stolen token alone is useless; the iframe still logs in', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const { demoUrl, secureSiteUrl, mailInboxUrl } = e2eStack()
  const email = `e2e-hostile-${Date.now()}@example.test`
  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await dialog.getByTestId('email-input').fill(email)
  await dialog.getByTestId('email-submit').click()
  const code = await readLoginCode(mailInboxUrl, email)
  const headers = await forgedFrameHeaders(page)

  // From the host page's own script: the browser names the host as Origin, and the secure site refuses it.
  const fromPage = await page.evaluate(
    async ({ url, email, code }) => {
      try {
        const response = await fetch(`${url}/v1/email/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, otp: code, deviceId: 'hostile-device-1' }),
        })
        return `status ${response.status}`
      } catch {
        return 'blocked'
      }
    },
    { url: secureSiteUrl, email, code },
  )
  expect(fromPage).not.toBe('status 200')

  // From the host's server (curl, Node) with forged headers and the real code: no login secret, no session.
  const verify = (body: object) =>
    fetch(`${secureSiteUrl}/v1/email/verify`, { method: 'POST', headers, body: JSON.stringify(body) })
  const withoutSecret = await verify({ email, otp: code, deviceId: 'hostile-device-1' })
  expect(withoutSecret.status).toBe(400)
  const guessedSecret = await verify({
    email,
    otp: code,
    deviceId: 'hostile-device-1',
    loginSecret: 'A'.repeat(43),
    publicKey: { kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'A'.repeat(43) },
  })
  expect(guessedSecret.status).toBe(403)
  expect(await guessedSecret.json()).toEqual({
    message: 'This login was started somewhere else. Start it again.',
  })

  // The person's own login, through the iframe, still works with the same code.
  await dialog.getByTestId('otp-input').fill(code)
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-email')).toHaveText(email)

  // Even a leaked session token is useless without the iframe's key: 'Session Expired'.
  const cookies = await context.cookies(secureSiteUrl)
  const stored = cookies.find((cookie) => decodeURIComponent(cookie.name) === '@portico-secure/session')
  const token = (JSON.parse(decodeURIComponent(stored!.value)) as { token: string }).token
  const replay = await fetch(`${secureSiteUrl}/v1/user`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  })
  expect(replay.status).toBe(401)
  expect(await replay.json()).toEqual({ message: 'Session Expired' })
})

test('attack: a hostile host that takes the social result ticket and redeems it itself gets no session; the iframe still logs in', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { demoUrl, secureSiteUrl } = e2eStack()
  const login = `octo-hostile${Date.now()}`
  // The host page sees the popup's result message: keep a copy, as a hostile host would.
  await page.addInitScript(() => {
    window.addEventListener('message', (event) => {
      const data = event.data as { type?: string; resultUri?: string }
      if (data?.type === '@portico-social/RESULT' && data.resultUri)
        (window as unknown as { stolenResultUri?: string }).stolenResultUri = data.resultUri
    })
  })
  // Hold the iframe's own redemption until the hostile host has tried, so the ticket is still fresh for it.
  let attackerTried!: () => void
  const tried = new Promise<void>((resolve) => (attackerTried = resolve))
  await page.route('**/v1/social/complete', async (route) => {
    await tried
    await route.continue()
  })
  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('dialog').getByTestId('social-github').click()
  const popup = await popupOpened
  await popup.locator('#login').fill(login)
  await popup.locator('#login-submit').click()
  // A state, not an event: the popup may close before a 'close' listener could be added after the click.
  await expect.poll(() => popup.isClosed(), { timeout: 20_000 }).toBe(true)
  const resultUri = await page.waitForFunction(
    () => (window as unknown as { stolenResultUri?: string }).stolenResultUri,
  )
  const headers = await forgedFrameHeaders(page)
  const stolen = await fetch(`${secureSiteUrl}/v1/social/complete`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      resultUri: await resultUri.jsonValue(),
      loginSecret: 'A'.repeat(43),
      publicKey: { kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'A'.repeat(43) },
    }),
  })
  attackerTried()
  expect(stolen.status).toBe(403)
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-email')).toHaveText(login)
})

/** The newest mail to `email` whose subject matches `subject`, waited for; answers its six-digit code. */
async function readCode(mailInboxUrl: string, email: string, subject: RegExp): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailInboxUrl}/messages?to=${encodeURIComponent(email)}`)
        const [newest] = (await response.json()) as CaughtMail[]
        code = newest && subject.test(newest.subject) ? /: (\d{6})$/.exec(newest.subject)?.[1] : undefined
        return code
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code!
}

test('attack: the host cannot change the sign-in email unless the person approves the new address on the secure site’s screen', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { demoUrl, mailInboxUrl } = e2eStack()
  const oldEmail = `e2e-old-${Date.now()}@example.test`
  const newEmail = `e2e-new-${Date.now()}@example.test`
  await page.goto(demoUrl)
  await logInWithEmail(page, oldEmail)
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Edit email' }).click()
  const form = page.getByRole('dialog', { name: 'Edit Email' })
  await form.getByLabel('New email address').fill(newEmail)
  const askToChange = async () => {
    await form.getByRole('button', { name: 'Continue' }).click()
    // The question is asked on the secure site's own screen, shown over the modal.
    const approval = page.frameLocator(SECURE_FRAME).getByRole('dialog', { name: /Change sign-in email/ })
    await expect(approval).toContainText(`Change your sign-in email from ${oldEmail} to ${newEmail}?`)
  }

  // Reject: the modal says so and no code was sent to the current address.
  await askToChange()
  await answerInSecureFrame(page, 'Reject', /Change sign-in email/)
  await expect(form).toContainText('User rejected the request.')
  const mails = async () =>
    (
      (await (
        await fetch(`${mailInboxUrl}/messages?to=${encodeURIComponent(oldEmail)}`)
      ).json()) as CaughtMail[]
    )
      .map((mail) => mail.subject)
      .filter((subject) => subject.includes('email change'))
  expect(await mails()).toEqual([])

  // Approve: a code to the current address, then one to the new address, and the account shows the new one.
  await askToChange()
  await answerInSecureFrame(page, 'Approve', /Change sign-in email/)
  const primary = page.getByRole('dialog', { name: 'Confirm Current Email' })
  await primary.getByTestId('otp-input').fill(await readCode(mailInboxUrl, oldEmail, /email change/))
  const secondary = page.getByRole('dialog', { name: 'Confirm New Email' })
  await secondary.getByTestId('otp-input').fill(await readCode(mailInboxUrl, newEmail, /new email/))
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-email')).toHaveText(
    newEmail,
  )
})
