import { escapeHtml } from './escapeHtml.ts'
import type { OutgoingMail } from './createMailer.ts'

/**
 * The email carrying a six-digit code; the code is in the subject and the text so a person (or a test)
 * reads it at a glance.
 *
 * @example
 * codeMail('ada@example.test', '123456', 'login').subject // 'Your Portico login code: 123456'
 */
export function codeMail(
  to: string,
  code: string,
  purpose: 'login' | 'update-primary' | 'update-secondary',
): OutgoingMail {
  const what =
    purpose === 'login'
      ? 'login code'
      : purpose === 'update-primary'
        ? 'code to confirm your email change'
        : 'code to confirm your new email'
  const subject = `Your Portico ${what}: ${code}`
  const text = `Your Portico ${what} is ${code}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this email.\n`
  const html = `<p>Your Portico ${escapeHtml(what)} is</p><p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(code)}</strong></p><p>It expires in 10 minutes. If you did not ask for it, ignore this email.</p>`
  return { to, subject, text, html }
}

/**
 * The email asking to approve a login from a new device, with the approval link.
 *
 * @example
 * deviceApprovalMail('ada@example.test', 'http://127.0.0.1:8789/device/approve?token=…')
 */
export function deviceApprovalMail(to: string, approveUrl: string): OutgoingMail {
  const subject = 'Approve your new Portico login device'
  const text = `Someone is logging in to your Portico wallet from a new device.\n\nIf it is you, approve it: ${approveUrl}\n\nThe link expires in 15 minutes. If it is not you, ignore this email.\n`
  const html = `<p>Someone is logging in to your Portico wallet from a new device.</p><p><a href="${escapeHtml(approveUrl)}">Approve this device</a></p><p>The link expires in 15 minutes. If it is not you, ignore this email.</p>`
  return { to, subject, text, html }
}
