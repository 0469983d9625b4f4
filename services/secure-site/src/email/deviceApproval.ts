import type { Database } from '@portico/api'
import { sha256Hex } from '../crypto/tokenHashes.ts'

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
