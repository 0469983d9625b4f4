import { expect, type Page, type TestInfo } from '@playwright/test'
import { e2eStack } from './e2eStack.ts'

// Steps the embedded wallet's e2e specs share. The embedded wallet end to end: the demo (http://localhost) embeds the secure site's iframe (http://127.0.0.1,
// another site), codes travel by SMTP to the dev mail catcher, social logins go through the dev OpenID provider,
// and every signature is approved on the secure site's own screen inside its iframe.

export const MESSAGE = 'Hello from the Portico demo'
/** The secure site's iframe on the demo page. */
export const SECURE_FRAME = 'iframe[data-testid="portico-secure-frame"]'

export interface CaughtMail {
  to: string
  subject: string
  text: string
}

/** The newest login code the mail catcher holds for `email`. */
export async function readLoginCode(mailInboxUrl: string, email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailInboxUrl}/messages?to=${encodeURIComponent(email)}`)
        const [newest] = (await response.json()) as CaughtMail[]
        code = newest ? /Your Portico login code: (\d{6})/.exec(newest.subject)?.[1] : undefined
        return code
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code!
}

/**
 * Logs in with `email` through the modal, reading the code from the mail catcher; returns how long the modal took
 * from the code being entered to showing the account (the secure site checks the code and loads the user).
 */
export async function logInWithEmail(page: Page, email: string): Promise<number> {
  const { mailInboxUrl } = e2eStack()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await dialog.getByTestId('email-input').fill(email)
  await dialog.getByTestId('email-submit').click()
  const code = await readLoginCode(mailInboxUrl, email)
  const enteredAt = Date.now()
  await dialog.getByTestId('otp-input').fill(code)
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-email')).toHaveText(email)
  return Date.now() - enteredAt
}

/** Prints a measured time and keeps it with the test's results. */
export function reportTiming(testInfo: TestInfo, text: string) {
  console.log(`[embedded wallet] ${text}`)
  testInfo.annotations.push({ type: 'timing', description: text })
}

/**
 * Chromium routes a click to an out-of-process iframe by the hit-test data of the last frame it drew, which can
 * lag the page by a frame or two when the machine is busy: right after the secure site's iframe is shown or
 * hidden, a click at that spot can still go to what was there before and be lost (seen on CI, with a screencast
 * frame still showing the approval screen 100 ms after it had left the DOM). A lost click changes nothing, so
 * these helpers press again until the press has visibly taken effect, and never press twice once it has.
 */
export async function pressUntil(press: () => Promise<void>, pressed: () => Promise<void>) {
  await expect(async () => {
    await press()
    await pressed()
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1_000] })
}

/** Clicks the demo's 'Sign message' and waits until it is waiting for the wallet. */
export async function askToSign(page: Page) {
  const sign = page.getByRole('button', { name: 'Sign message' })
  const waiting = page.getByRole('button', { name: 'Waiting for the wallet…' })
  await pressUntil(
    async () => {
      if (await sign.isVisible()) await sign.click({ timeout: 2_000 })
    },
    () => expect(waiting).toBeVisible({ timeout: 1_000 }),
  )
}

/** The secure site's approval screen inside its iframe: approves or rejects what it shows. */
export async function answerInSecureFrame(page: Page, answer: 'Approve' | 'Reject', heading: RegExp) {
  const frame = page.frameLocator(SECURE_FRAME)
  const approval = frame.getByRole('dialog', { name: heading })
  await expect(approval).toBeVisible()
  const button = approval.getByRole('button', { name: answer, exact: true })
  // Approve answers once the screen has been fully visible for half a second (the clickjacking guard).
  await expect(button).toBeEnabled()
  await pressUntil(
    async () => {
      // While the secure site signs the buttons are disabled; once answered the screen is gone.
      if ((await button.isVisible()) && (await button.isEnabled({ timeout: 1_000 })))
        await button.click({ timeout: 2_000 })
    },
    () => expect(approval).toBeHidden({ timeout: 2_000 }),
  )
}

export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}
