import { expect, test } from '@playwright/test'
import { e2eStack } from './e2eStack.ts'
import { openDemo } from './openDemo.ts'
import {
  answerInSecureFrame,
  attachScreenshot,
  logInWithEmail,
  reportTiming,
  type CaughtMail,
} from './embeddedWalletSteps.ts'
import { waitForSettled } from './waitForSettled.ts'

// The embedded wallet's email update end to end: Account → Edit email → UpdateEmailWallet (the new address) → the
// secure site's own approval screen → UpdateEmailPrimaryOtp (the code mailed to the current address) →
// UpdateEmailSecondaryOtp (the code mailed to the new one) → Account shows the new address. Codes travel by SMTP
// to the dev mail catcher.

/** The newest code the mail catcher holds for `email` whose subject matches `subject` (the code is its end). */
async function readCode(email: string, subject: RegExp): Promise<string> {
  const { mailInboxUrl } = e2eStack()
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailInboxUrl}/messages?to=${encodeURIComponent(email)}`)
        const mails = (await response.json()) as CaughtMail[]
        code = mails.map((mail) => subject.exec(mail.subject)?.[1]).find((found) => found !== undefined)
        return code
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code!
}

test('update email: the new address, the secure site’s approval, both codes from the mail inbox, then Account shows it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const { demoUrl } = e2eStack()
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const email = `e2e-update-${stamp}@example.test`
  const newEmail = `e2e-updated-${stamp}@example.test`
  // The demo is up (its Connect Wallet button shows) before the login starts.
  await openDemo(page, demoUrl)
  await logInWithEmail(page, email)

  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Edit email' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Email' })
  const field = edit.getByLabel('New email address')
  await expect(field).toHaveValue(email)
  // §5: the new address must be an email.
  await field.fill('not-an-email')
  await edit.getByRole('button', { name: 'Continue' }).click()
  await expect(edit.getByText('Enter a valid email address')).toBeVisible()
  await field.fill(newEmail)
  await waitForSettled(page)
  await attachScreenshot(page, testInfo, 'update-email-wallet')
  const startedAt = Date.now()
  await edit.getByRole('button', { name: 'Continue' }).click()

  // The secure site asks the person itself, on its own screen inside its frame.
  await answerInSecureFrame(page, 'Approve', /Change sign-in email/)
  const primary = page.getByRole('dialog', { name: 'Confirm Current Email' })
  await expect(primary.getByText(`your current email, ${email}`)).toBeVisible()
  await waitForSettled(page)
  await attachScreenshot(page, testInfo, 'update-email-primary-otp')
  await primary.getByTestId('otp-input').fill(await readCode(email, /confirm your email change: (\d{6})$/))

  const secondary = page.getByRole('dialog', { name: 'Confirm New Email' })
  await expect(secondary.getByText(`we sent to ${newEmail}`)).toBeVisible()
  await waitForSettled(page)
  await attachScreenshot(page, testInfo, 'update-email-secondary-otp')
  const secondCode = await readCode(newEmail, /confirm your new email: (\d{6})$/)
  const enteredAt = Date.now()
  await secondary.getByTestId('otp-input').fill(secondCode)

  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('account-email')).toHaveText(
    newEmail,
  )
  reportTiming(
    testInfo,
    `update email: Account shows the new address ${Date.now() - enteredAt} ms after the second code was entered (${Date.now() - startedAt} ms from Continue, including both mails)`,
  )
})
