import { getAddress, isAddress, verifyMessage, type Address, type Hex } from 'viem'
import type { Database, Queryable } from '../db/database.ts'
import { checkAccountName } from './accountName.ts'
import { checkCoinType } from './coinType.ts'
import { NameRejection } from './nameRejection.ts'
import { checkRegistrationMessage } from './registrationMessage.ts'

/** The body of `POST /v1/profile/account` (§7: coin_type, address, message, signature). */
export interface RegisterNameParameters {
  /** ENSIP-11 coin type of the chain the address is on: `0x80000000 | chainId`. */
  coinType: number
  /** The EOA that signed `message`. */
  address: string
  /** JSON text `{ name, attributes?, timestamp }` (see registrationMessage.ts). */
  message: string
  /** EIP-191 signature of `message` by `address`. */
  signature: string
  /** Zone suffixes names may use. */
  zones: readonly string[]
  /** This service's host (of its public URL), which the message must name. */
  service: string
  /** The client IP asking, for the per-IP cap. */
  ip: string
  /** Registrations allowed per signing address and per client IP in 24 h. */
  caps: { perAddressPerDay: number; perIpPerDay: number }
  /** Clock for the freshness check (tests). */
  nowMs?: number
}

/** The registered name and the coin type it now resolves on. */
export interface RegisterNameReturnType {
  name: string
  coinType: number
  address: Address
}

/** Within the registration transaction: uses up the nonce and counts the registration against the caps. */
async function consumeNonceAndCount(
  tx: Queryable,
  {
    nonce,
    owner,
    ip,
    name,
    caps,
  }: { nonce: string; owner: Address; ip: string; name: string; caps: RegisterNameParameters['caps'] },
) {
  // Deleted, not flagged: a second registration with the same nonce finds nothing, even concurrently.
  const used = await tx.query(
    'DELETE FROM name_registration_nonces WHERE nonce = $1 AND expires_at > now() RETURNING 1',
    [nonce],
  )
  if (used.length === 0) {
    throw new NameRejection(401, 'Nonce is unknown, used or expired: ask for a new one and sign again')
  }
  // One registration at a time, so two concurrent ones cannot both pass the count.
  await tx.query('LOCK TABLE name_registrations IN SHARE ROW EXCLUSIVE MODE')
  const [counts] = await tx.query<{ by_address: number; by_ip: number }>(
    `SELECT count(*) FILTER (WHERE address = $1)::int AS by_address, count(*) FILTER (WHERE ip = $2)::int AS by_ip
     FROM name_registrations WHERE registered_at > now() - interval '1 day'`,
    [owner, ip],
  )
  if ((counts?.by_address ?? 0) >= caps.perAddressPerDay) {
    throw new NameRejection(429, 'Too many name registrations for this address today: try again tomorrow')
  }
  if ((counts?.by_ip ?? 0) >= caps.perIpPerDay) {
    throw new NameRejection(429, 'Too many name registrations from this network today: try again tomorrow')
  }
  await tx.query('INSERT INTO name_registrations (name, address, ip) VALUES ($1, $2, $3)', [name, owner, ip])
}

async function signatureMatches(address: Address, message: string, signature: string): Promise<boolean> {
  try {
    return await verifyMessage({ address, message, signature: signature as Hex })
  } catch {
    return false
  }
}

/**
 * Registers the name in the signed message for `address` on `coinType`, in one transaction. The first
 * registrant owns the name; the owner may sign again to add another coin type or replace the attributes,
 * anyone else gets 'Name is already taken'. The message must name this service and the coin type and carry
 * an unused nonce, which the registration uses up; registrations are capped per address and per IP a day.
 * Every refusal is a {@link NameRejection} with §8's reason text.
 *
 * @example
 * await registerName(db, { coinType: 2147514985, address, message, signature, zones: ['.reown.id'],
 *   service: 'api.example.com', ip: request.ip, caps: { perAddressPerDay: 3, perIpPerDay: 10 } })
 */
export async function registerName(
  db: Database,
  {
    coinType,
    address,
    message,
    signature,
    zones,
    service,
    ip,
    caps,
    nowMs = Date.now(),
  }: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  if (!isAddress(address, { strict: false })) {
    throw new NameRejection(400, 'Address must be an EVM address (0x followed by 40 hexadecimal characters)')
  }
  const coin = checkCoinType(coinType)
  if (!coin.ok) throw new NameRejection(400, coin.reason)
  const parsed = checkRegistrationMessage(message, nowMs)
  if (!parsed.ok) throw new NameRejection(parsed.stale ? 401 : 400, parsed.reason)
  if (parsed.message.service !== service) {
    throw new NameRejection(401, `Message names another service: sign a message naming ${service}`)
  }
  if (parsed.message.coinType !== coinType) {
    throw new NameRejection(400, 'Message coinType must be the coin_type registered')
  }
  const name = checkAccountName(parsed.message.name, zones)
  if (!name.ok) throw new NameRejection(400, name.reason)
  const owner = getAddress(address)
  if (!(await signatureMatches(owner, message, signature))) {
    throw new NameRejection(401, 'Signature does not match the address and message')
  }
  const attributes = JSON.stringify(parsed.message.attributes ?? {})
  await db.transaction(async (tx) => {
    await consumeNonceAndCount(tx, { nonce: parsed.message.nonce, owner, ip, name: name.name, caps })
    const inserted = await tx.query(
      `INSERT INTO names (name, owner, attributes) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (name) DO NOTHING RETURNING name`,
      [name.name, owner, attributes],
    )
    if (inserted.length === 0) {
      const [existing] = await tx.query<{ owner: string }>(
        'SELECT owner FROM names WHERE name = $1 FOR UPDATE',
        [name.name],
      )
      if (existing?.owner !== owner) throw new NameRejection(409, 'Name is already taken')
      await tx.query(
        `UPDATE names SET updated_at = now(), attributes = CASE WHEN $2::boolean THEN $3::jsonb ELSE attributes END
         WHERE name = $1`,
        [name.name, parsed.message.attributes !== undefined, attributes],
      )
    }
    await tx.query(
      `INSERT INTO name_addresses (name, coin_type, address) VALUES ($1, $2, $3)
       ON CONFLICT (name, coin_type) DO UPDATE SET address = excluded.address`,
      [name.name, coinType, owner],
    )
  })
  return { name: name.name, coinType, address: owner }
}
