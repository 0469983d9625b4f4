import { randomInt, randomUUID } from 'node:crypto'
import type { Database, Queryable } from '@portico/api'
import { EMAIL_LOGIN_COOLDOWN_MS } from '@portico/common'
import { hmacHex } from '../crypto/tokenHashes.ts'
import { EmailCodeError, TryAgainLaterError } from '../http/httpErrors.ts'
import { assertEmailNotLocked, recordCodeFailure, type CodeGuard } from './codeFailures.ts'

/** What a code is for; a code of one purpose never passes for another. */
export type EmailCodePurpose = 'login' | 'update-primary' | 'update-secondary'

/** A code lives 10 minutes and dies after 5 wrong tries. */
export const EMAIL_CODE_LIFETIME_MS = 10 * 60 * 1000
export const EMAIL_CODE_MAX_ATTEMPTS = 5

const codeHash = (hmacKey: Buffer, id: string, code: string) => hmacHex(hmacKey, `${id}:${code}`)

/** Which codes a check looks among: those sent to an email (login) or made for a signed-in user (updates). */
export type EmailCodeOwner = { email: string } | { userId: string }

/**
 * Makes a new six-digit code for `purpose` and `email` and kills the earlier unused ones of the same kind.
 * §4/§9: refuses with {@link TryAgainLaterError} within 30 s of the previous code to the same address, and
 * while the address is locked after too many wrong codes.
 * Only an HMAC of the code is stored. Returns the plain code, to be emailed, and the row's id.
 *
 * @example
 * const { code } = await issueEmailCode(db, keys.codeHmac, { purpose: 'login', email })
 */
export async function issueEmailCode(
  db: Database,
  hmacKey: Buffer,
  input: { purpose: EmailCodePurpose; email: string; userId?: string; newEmail?: string },
): Promise<{ id: string; code: string }> {
  const id = randomUUID()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.transaction(async (tx) => {
    // One issuer per address at a time, so two quick requests cannot both pass the cooldown.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`email-code:${input.email}`])
    await assertEmailNotLocked(tx, input.email)
    const [last] = await tx.query<{ created_at: Date }>(
      'SELECT created_at FROM embedded_email_codes WHERE email = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1',
      [input.email, input.purpose],
    )
    if (last) {
      const waitMs = new Date(last.created_at).getTime() + EMAIL_LOGIN_COOLDOWN_MS - Date.now()
      if (waitMs > 0) throw new TryAgainLaterError(Math.ceil(waitMs / 1000))
    }
    await killUnusedCodes(tx, input.purpose, input.userId ? { userId: input.userId } : { email: input.email })
    await tx.query(
      `INSERT INTO embedded_email_codes (id, code_hash, purpose, email, user_id, new_email, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        codeHash(hmacKey, id, code),
        input.purpose,
        input.email,
        input.userId ?? null,
        input.newEmail ?? null,
        new Date(Date.now() + EMAIL_CODE_LIFETIME_MS),
      ],
    )
  })
  return { id, code }
}

async function killUnusedCodes(tx: Queryable, purpose: EmailCodePurpose, owner: EmailCodeOwner) {
  const [column, value] = 'email' in owner ? ['email', owner.email] : ['user_id', owner.userId]
  await tx.query(
    `UPDATE embedded_email_codes SET used_at = now() WHERE ${column} = $1 AND purpose = $2 AND used_at IS NULL`,
    [value, purpose],
  )
}

/** Withdraws a code whose email could not be sent, so the cooldown does not hold the person back. */
export async function withdrawEmailCode(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM embedded_email_codes WHERE id = $1', [id])
}

/** How {@link useEmailCode} treats a check. */
export interface UseEmailCodeOptions {
  /** Caps wrong codes per address across codes and IPs, locking it and telling its owner (issue 14). */
  guard?: CodeGuard
  /** False leaves a right code live, for a check that must be repeated (a device still to be approved). */
  consume?: boolean
}

/**
 * Checks `code` against the newest live code of `purpose` for `owner` and uses it up when it matches.
 * Wrong → 400 'Invalid code' (the 5th wrong try kills the code: 429 'Too many attempts. Request a new code.');
 * too old → 400 'Code expired. Request a new code.'. With a `guard`, a locked address, or the wrong code that
 * locks it, is refused with 429 'Please try again after N seconds'. Returns what the code was issued with.
 *
 * @example
 * await useEmailCode(db, keys.codeHmac, 'login', { email }, '123456', { guard })
 */
export async function useEmailCode(
  db: Database,
  hmacKey: Buffer,
  purpose: EmailCodePurpose,
  owner: EmailCodeOwner,
  code: string,
  { guard, consume = true }: UseEmailCodeOptions = {},
): Promise<{ email: string; userId: string | null; newEmail: string | null }> {
  const [column, value] = 'email' in owner ? ['email', owner.email] : ['user_id', owner.userId]
  let newLock: { email: string; until: Date; failures: number } | undefined
  // The outcome of a wrong try (attempts + 1, the failure) must be committed even though the request fails.
  const outcome = await db.transaction(async (tx): Promise<{ error: Error } | { used: UsedCode }> => {
    const [row] = await tx.query<{
      id: string
      code_hash: string
      email: string
      user_id: string | null
      new_email: string | null
      expires_at: Date
      attempts: number
    }>(
      `SELECT id, code_hash, email, user_id, new_email, expires_at, attempts FROM embedded_email_codes
       WHERE ${column} = $1 AND purpose = $2 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [value, purpose],
    )
    const address = row?.email ?? ('email' in owner ? owner.email : undefined)
    if (guard && address) {
      try {
        await assertEmailNotLocked(tx, address)
      } catch (error) {
        if (error instanceof TryAgainLaterError) return { error }
        throw error
      }
    }
    // A wrong code counts against the address, and the one that reaches the cap locks it.
    const failed = async (error: EmailCodeError) => {
      if (!guard || !address) return { error }
      const lock = await recordCodeFailure(tx, address, guard.clientIp, guard.policy)
      if (!lock) return { error }
      await killUnusedCodes(tx, purpose, owner)
      newLock = { email: address, ...lock }
      return { error: new TryAgainLaterError(Math.ceil(guard.policy.lockMs / 1000)) }
    }
    if (!row) return failed(EmailCodeError.invalid())
    if (row.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return { error: EmailCodeError.tooManyAttempts() }
    if (new Date(row.expires_at).getTime() <= Date.now()) return { error: EmailCodeError.expired() }
    if (!/^\d{6}$/.test(code) || codeHash(hmacKey, row.id, code) !== row.code_hash) {
      const [{ attempts }] = (await tx.query<{ attempts: number }>(
        'UPDATE embedded_email_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
        [row.id],
      )) as [{ attempts: number }]
      return failed(
        attempts >= EMAIL_CODE_MAX_ATTEMPTS ? EmailCodeError.tooManyAttempts() : EmailCodeError.invalid(),
      )
    }
    if (consume) await tx.query('UPDATE embedded_email_codes SET used_at = now() WHERE id = $1', [row.id])
    return { used: { email: row.email, userId: row.user_id, newEmail: row.new_email } }
  })
  // Told after the lock is committed; a notice that cannot be sent fails the request (502), the lock stays.
  if (newLock && guard) await guard.notifyLocked(newLock.email, newLock)
  if ('error' in outcome) throw outcome.error
  return outcome.used
}

type UsedCode = { email: string; userId: string | null; newEmail: string | null }
