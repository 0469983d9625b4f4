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

/** Who asked for a device approval, as the approval email and page show it. */
export interface DeviceApprovalRequester {
  /** The host page's origin, e.g. `https://shop.example`. */
  hostOrigin: string
  projectId: string
  /** e.g. 'Chrome 156 on Linux' (see `summarizeUserAgent`). */
  device: string
  clientIp: string
}

/**
 * The email asking to approve a login from a new device: which app, device and IP asked, and the link to the
 * approval page (opening it approves nothing; the page's button does).
 *
 * @example
 * deviceApprovalMail('ada@example.test', 'http://127.0.0.1:8789/device/approve?token=…', requester)
 */
export function deviceApprovalMail(
  to: string,
  approveUrl: string,
  requester: DeviceApprovalRequester,
): OutgoingMail {
  const subject = 'Approve your new Portico login device'
  const who = `App: ${requester.hostOrigin} (project ${requester.projectId})\nDevice: ${requester.device}\nIP address: ${requester.clientIp}`
  const text = `Someone entered the right login code for your Portico wallet on a new device.\n\n${who}\n\nIf it is you, open this page and approve the device there: ${approveUrl}\n\nThe link expires in 15 minutes. If it is not you, do not approve it, and ignore this email.\n`
  const rows = [
    ['App', `${requester.hostOrigin} (project ${requester.projectId})`],
    ['Device', requester.device],
    ['IP address', requester.clientIp],
  ]
    .map(([k, v]) => `<li>${escapeHtml(k!)}: ${escapeHtml(v!)}</li>`)
    .join('')
  const html = `<p>Someone entered the right login code for your Portico wallet on a new device.</p><ul>${rows}</ul><p><a href="${escapeHtml(approveUrl)}">Review and approve this device</a></p><p>The link expires in 15 minutes. If it is not you, do not approve it, and ignore this email.</p>`
  return { to, subject, text, html }
}

/**
 * The notice that an address was locked after too many wrong codes (no code in it, nothing to click).
 *
 * @example
 * codeLockNoticeMail('ada@example.test', { until: new Date(Date.now() + 3600_000), failures: 10 }).subject
 */
export function codeLockNoticeMail(to: string, lock: { until: Date; failures: number }): OutgoingMail {
  const subject = 'Logins to your Portico wallet are paused'
  const minutes = Math.max(1, Math.round((lock.until.getTime() - Date.now()) / 60_000))
  const text = `Someone entered ${lock.failures} wrong codes for this email address, so logins with it are paused for ${minutes} minutes (until ${lock.until.toISOString()}).\n\nIf it was you, wait and ask for a new code then. If it was not, nobody got in: codes are only ever sent to this inbox. Do not share a code with anyone.\n`
  const html = `<p>Someone entered ${lock.failures} wrong codes for this email address, so logins with it are paused for ${minutes} minutes (until ${escapeHtml(lock.until.toISOString())}).</p><p>If it was you, wait and ask for a new code then. If it was not, nobody got in: codes are only ever sent to this inbox. Do not share a code with anyone.</p>`
  return { to, subject, text, html }
}
