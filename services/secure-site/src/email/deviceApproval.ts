import type { Database } from '@portico/api'
import { hmacHex, randomToken, sha256Hex } from '../crypto/tokenHashes.ts'
import { deviceApprovalMail } from './composeMails.ts'
import type { Mailer } from './createMailer.ts'
import { summarizeUserAgent } from './summarizeUserAgent.ts'

/** A device approval link lives 15 minutes; another one is not sent within 30 s. */
export const DEVICE_TOKEN_LIFETIME_MS = 15 * 60 * 1000
const DEVICE_MAIL_COOLDOWN_MS = 30_000

/** Who asked for a device approval (kept with the link's token, shown on the approval page). */
export interface DeviceApprovalRequest {
  projectId: string
  hostOrigin: string
  userAgent: string | undefined
  clientIp: string
}

/**
 * Mails `email` a link to approve `deviceId` for `userId`, naming the app, device and IP that asked. Within
 * 30 s of the previous link to that user nothing is sent (`{ sent: false }`), so a repeated request cannot
 * flood the inbox. Only the SHA-256 of the link's token is stored.
 *
 * @example
 * await requestDeviceApproval({ db, mailer, publicUrl, userId, email, deviceId, request })
 */
export async function requestDeviceApproval(parameters: {
  db: Database
  mailer: Mailer
  publicUrl: string
  userId: string
  email: string
  deviceId: string
  request: DeviceApprovalRequest
}): Promise<{ sent: boolean }> {
  const { db, userId, deviceId, request } = parameters
  const token = randomToken()
  const stored = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`device-mail:${userId}`])
    const [recent] = await tx.query(
      `SELECT 1 FROM embedded_device_tokens
       WHERE user_id = $1 AND created_at > now() - make_interval(secs => $2::float8 / 1000)`,
      [userId, DEVICE_MAIL_COOLDOWN_MS],
    )
    if (recent) return false
    await tx.query(
      'INSERT INTO embedded_devices (user_id, device_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [userId, deviceId],
    )
    await tx.query(
      `INSERT INTO embedded_device_tokens
         (token_hash, user_id, device_id, expires_at, project_id, host_origin, user_agent, client_ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        sha256Hex(token),
        userId,
        deviceId,
        new Date(Date.now() + DEVICE_TOKEN_LIFETIME_MS),
        request.projectId,
        request.hostOrigin,
        request.userAgent?.slice(0, 512) ?? null,
        request.clientIp,
      ],
    )
    return true
  })
  if (!stored) return { sent: false }
  const link = `${parameters.publicUrl}/device/approve?token=${encodeURIComponent(token)}`
  const requester = { ...request, device: summarizeUserAgent(request.userAgent) }
  try {
    await parameters.mailer.send(deviceApprovalMail(parameters.email, link, requester))
  } catch (error) {
    await db.query('DELETE FROM embedded_device_tokens WHERE token_hash = $1', [sha256Hex(token)])
    throw error
  }
  return { sent: true }
}

/** What the approval page shows about a live link: who asked, from where. */
export interface PendingDeviceApproval {
  projectId: string
  hostOrigin: string
  device: string
  clientIp: string
  requestedAt: Date
}

/**
 * The request behind a live (unused, unexpired) approval link, without using it up; `undefined` otherwise.
 *
 * @example
 * const pending = await readDeviceApproval(db, token) // { hostOrigin: 'https://shop.example', device: 'Chrome 156 on Linux', … }
 */
export async function readDeviceApproval(
  db: Database,
  token: string,
): Promise<PendingDeviceApproval | undefined> {
  const [row] = await db.query<{
    project_id: string | null
    host_origin: string | null
    user_agent: string | null
    client_ip: string | null
    created_at: Date
  }>(
    `SELECT project_id, host_origin, user_agent, client_ip, created_at FROM embedded_device_tokens
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [sha256Hex(token)],
  )
  if (!row) return undefined
  return {
    projectId: row.project_id ?? 'unknown',
    hostOrigin: row.host_origin ?? 'unknown',
    device: summarizeUserAgent(row.user_agent ?? undefined),
    clientIp: row.client_ip ?? 'unknown',
    requestedAt: new Date(row.created_at),
  }
}

/**
 * The approval form's anti-CSRF value: an HMAC of the link's token, so only a page that knows the token (ours,
 * opened from the email) can post a valid form, and no server-side state is needed.
 *
 * @example
 * const csrf = deviceApprovalFormToken(keys.codeHmac, token)
 */
export function deviceApprovalFormToken(hmacKey: Buffer, token: string): string {
  return hmacHex(hmacKey, `device-approval-form:${token}`)
}

/** Thrown for an approval link that is unknown, used or expired. */
export class DeviceApprovalError extends Error {
  override name = 'DeviceApprovalError'
}

/**
 * Approves the device an approval link was sent for (the link's token is single use).
 *
 * @example
 * await approveDevice(db, new URL(link).searchParams.get('token')!)
 */
export async function approveDevice(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: string; device_id: string }>(
      `UPDATE embedded_device_tokens SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id, device_id`,
      [sha256Hex(token)],
    )
    if (!row)
      throw new DeviceApprovalError('This approval link is invalid or has expired. Start the login again.')
    await tx.query(
      `INSERT INTO embedded_devices (user_id, device_id, approved_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id, device_id) DO UPDATE SET approved_at = now()`,
      [row.user_id, row.device_id],
    )
  })
}

/** True when `deviceId` is approved for the user with `email`. */
export async function isDeviceApproved(db: Database, email: string, deviceId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM embedded_devices d JOIN embedded_users u ON u.id = d.user_id
     WHERE u.email = $1 AND d.device_id = $2 AND d.approved_at IS NOT NULL`,
    [email, deviceId],
  )
  return rows.length > 0
}

/**
 * §5 CONNECT_DEVICE: waits until the device is approved or `timeoutMs` passes (a long poll), checking the
 * database every `pollMs` so any secure-site process may have recorded the approval.
 *
 * @example
 * const { approved } = await waitForDeviceApproval(db, { email, deviceId, timeoutMs: 25_000 })
 */
export async function waitForDeviceApproval(
  db: Database,
  {
    email,
    deviceId,
    timeoutMs,
    pollMs = 500,
    signal,
  }: {
    email: string
    deviceId: string
    timeoutMs: number
    pollMs?: number
    signal?: AbortSignal
  },
): Promise<{ approved: boolean }> {
  const until = Date.now() + timeoutMs
  for (;;) {
    if (await isDeviceApproved(db, email, deviceId)) return { approved: true }
    if (Date.now() >= until || signal?.aborted) return { approved: false }
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, Math.max(0, until - Date.now()))))
  }
}
