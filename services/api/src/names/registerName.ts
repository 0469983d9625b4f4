import { getAddress, isAddress, verifyMessage, type Address, type Hex } from 'viem'
import type { Database } from '../db/database.ts'
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
  /** Clock for the freshness check (tests). */
  nowMs?: number
}

/** The registered name and the coin type it now resolves on. */
export interface RegisterNameReturnType {
  name: string
  coinType: number
  address: Address
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
 * anyone else gets 'Name is already taken'. Every refusal is a {@link NameRejection} with §8's reason text.
 *
 * @example
 * await registerName(db, { coinType: 2147514985, address, message, signature, zones: ['.reown.id'] })
 */
export async function registerName(
  db: Database,
  { coinType, address, message, signature, zones, nowMs = Date.now() }: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  if (!isAddress(address, { strict: false })) {
    throw new NameRejection(400, 'Address must be an EVM address (0x followed by 40 hexadecimal characters)')
  }
  const coin = checkCoinType(coinType)
  if (!coin.ok) throw new NameRejection(400, coin.reason)
  const parsed = checkRegistrationMessage(message, nowMs)
  if (!parsed.ok) throw new NameRejection(parsed.stale ? 401 : 400, parsed.reason)
  const name = checkAccountName(parsed.message.name, zones)
  if (!name.ok) throw new NameRejection(400, name.reason)
  const owner = getAddress(address)
  if (!(await signatureMatches(owner, message, signature))) {
    throw new NameRejection(401, 'Signature does not match the address and message')
  }
  const attributes = JSON.stringify(parsed.message.attributes ?? {})
  await db.transaction(async (tx) => {
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
