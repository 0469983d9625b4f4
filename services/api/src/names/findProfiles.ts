import type { Queryable } from '../db/database.ts'

/**
 * One registered name as `GET /v1/profile/account/{name}?apiVersion=2` answers it. Times are Unix seconds;
 * `addresses` is keyed by ENSIP-11 coin type (decimal string).
 */
export interface AccountProfile {
  /** Full name with its zone, lower-case, e.g. `alice.reown.id`. */
  name: string
  /** When the name was first registered. */
  registered: number
  /** When an address or the attributes last changed. */
  updated: number
  /** The address the name resolves to per coin type, and when that entry was made. */
  addresses: Record<string, { address: string; created: number }>
  /** Free-form string pairs from the signed message, e.g. `avatar`. */
  attributes: Record<string, string>
}

interface ProfileRow {
  name: string
  registered: string
  updated: string
  attributes: Record<string, string> | string
  coin_type: string
  address: string
  created: string
}

const profileSelect = `SELECT n.name, extract(epoch FROM n.registered_at)::bigint::text AS registered,
    extract(epoch FROM n.updated_at)::bigint::text AS updated, n.attributes, a.coin_type::text AS coin_type,
    a.address, extract(epoch FROM a.created_at)::bigint::text AS created
  FROM names n JOIN name_addresses a ON a.name = n.name`

function toProfiles(rows: readonly ProfileRow[]): AccountProfile[] {
  const byName = new Map<string, AccountProfile>()
  for (const row of rows) {
    let profile = byName.get(row.name)
    if (!profile) {
      const attributes = typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes
      profile = {
        name: row.name,
        registered: Number(row.registered),
        updated: Number(row.updated),
        addresses: {},
        attributes: attributes as Record<string, string>,
      }
      byName.set(row.name, profile)
    }
    profile.addresses[row.coin_type] = { address: row.address, created: Number(row.created) }
  }
  return [...byName.values()]
}

/**
 * The profile of one name (lower-case, with its zone), or undefined when it is not registered.
 *
 * @example
 * const profile = await findProfileByName(db, 'alice.reown.id')
 */
export async function findProfileByName(db: Queryable, name: string): Promise<AccountProfile | undefined> {
  const rows = await db.query<ProfileRow>(`${profileSelect} WHERE n.name = $1 ORDER BY a.coin_type`, [name])
  return toProfiles(rows)[0]
}

/**
 * Every name that resolves to `address` on some coin type, oldest registration first (the first is the
 * address's primary name, shown by `/v1/identity`).
 *
 * @example
 * const [primary] = await findProfilesByAddress(db, '0xf39F…2266')
 */
export async function findProfilesByAddress(db: Queryable, address: string): Promise<AccountProfile[]> {
  const rows = await db.query<ProfileRow>(
    `${profileSelect}
     WHERE n.name IN (SELECT name FROM name_addresses WHERE lower(address) = lower($1))
     ORDER BY n.registered_at, n.name, a.coin_type`,
    [address],
  )
  return toProfiles(rows)
}

/**
 * Which of `names` are registered already.
 *
 * @example
 * await findTakenNames(db, ['alice.reown.id', 'alice1.reown.id']) // Set { 'alice.reown.id' }
 */
export async function findTakenNames(db: Queryable, names: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>('SELECT name FROM names WHERE name = ANY($1::text[])', [
    names,
  ])
  return new Set(rows.map((row) => row.name))
}
