import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccounts } from '../../testing/devnet.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { coinTypeForChainId } from './coinType.ts'
import { findProfileByName } from './findProfiles.ts'
import { issueNameNonce } from './issueNameNonce.ts'
import { NameRejection } from './nameRejection.ts'
import { registerName } from './registerName.ts'

const owner = privateKeyToAccount(devnetAccounts[4]!.privateKey)
const zones = ['.reown.id']

const service = 'api.portico.test'
const caps = { perAddressPerDay: 100, perIpPerDay: 100 }
let nonceDb: Database

async function signed(message: Record<string, unknown>, coinType = coinTypeForChainId(31337)) {
  const { nonce } = await issueNameNonce(nonceDb)
  const text = JSON.stringify({
    timestamp: Math.floor(Date.now() / 1000),
    service,
    coinType,
    nonce,
    ...message,
  })
  const signature = await owner.signMessage({ message: text })
  return { coinType, address: owner.address, message: text, signature, zones, service, ip: '192.0.2.1', caps }
}

describe.each(testDatabases)('registerName on $kind', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
    nonceDb = db
  })
  afterAll(async () => {
    await db?.close()
  })

  it('keeps the attributes when the owner signs again without them, and replaces them when given', async () => {
    await registerName(db, await signed({ name: 'keeper.reown.id', attributes: { bio: 'first' } }))
    await registerName(db, await signed({ name: 'keeper.reown.id' }, coinTypeForChainId(10)))
    expect((await findProfileByName(db, 'keeper.reown.id'))?.attributes).toEqual({ bio: 'first' })
    await registerName(db, await signed({ name: 'keeper.reown.id', attributes: { bio: 'second' } }))
    expect((await findProfileByName(db, 'keeper.reown.id'))?.attributes).toEqual({ bio: 'second' })
  })

  it('writes nothing when the transaction fails half-way', async () => {
    const failing: Database = {
      ...db,
      transaction: (work) =>
        db.transaction((tx) =>
          work({
            ...tx,
            query: async (sql, params) => {
              if (sql.includes('INSERT INTO name_addresses')) throw new Error('disk full')
              return tx.query(sql, params)
            },
          }),
        ),
    }
    await expect(registerName(failing, await signed({ name: 'halfway.reown.id' }))).rejects.toThrow(
      'disk full',
    )
    expect(await findProfileByName(db, 'halfway.reown.id')).toBeUndefined()
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM names WHERE name = 'halfway.reown.id'`,
    )
    expect(row?.n).toBe(0)
  })

  it('refuses before touching the database when the signature is not the address’s', async () => {
    const body = await signed({ name: 'other.reown.id' })
    const other = privateKeyToAccount(devnetAccounts[5]!.privateKey)
    await expect(registerName(db, { ...body, address: other.address })).rejects.toEqual(
      new NameRejection(401, 'Signature does not match the address and message'),
    )
    expect(await findProfileByName(db, 'other.reown.id')).toBeUndefined()
  })
})
