import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { toHex } from 'viem'
import type { Database } from '@portico/api'
import { deriveSecretKeys } from '../crypto/deriveSecretKeys.ts'
import { UnsealError } from '../crypto/sealBytes.ts'
import { testSecureSiteDatabases } from '../db/testSecureSiteDatabases.ts'
import { findOrCreateEmailUser, findOrCreateSocialUser } from '../users/userStore.ts'
import { withUserKey } from './withUserKey.ts'

describe.each(testSecureSiteDatabases)('key custody on $kind', ({ open }) => {
  let db: Database
  const keys = deriveSecretKeys(randomBytes(32))
  beforeAll(async () => {
    db = await open()
  })
  afterAll(() => db?.close())

  it('stores no private key in the clear: no column holds its hex or its bytes', async () => {
    const user = await findOrCreateEmailUser(db, keys.walletKeys, 'vault@example.test', 'device-vault')
    const evm = await withUserKey(db, keys.walletKeys, user.id, 'eip155', (pk) => Buffer.from(pk))
    const sol = await withUserKey(db, keys.walletKeys, user.id, 'solana', (pk) => Buffer.from(pk))
    // The keys are the ones behind the stored addresses.
    expect(privateKeyToAccount(toHex(evm)).address).toBe(user.addresses.eip155)
    expect(base58.encode(ed25519.getPublicKey(sol))).toBe(user.addresses.solana)

    const rows = await db.query<Record<string, unknown>>('SELECT * FROM embedded_keys WHERE user_id = $1', [
      user.id,
    ])
    expect(rows).toHaveLength(2)
    const dump = JSON.stringify(rows).toLowerCase()
    for (const key of [evm, sol]) {
      expect(dump).not.toContain(key.toString('hex'))
      expect(dump).not.toContain(key.toString('base64').toLowerCase())
      expect(dump).not.toContain(base58.encode(key).toLowerCase())
      for (const row of rows) {
        for (const value of Object.values(row)) {
          if (typeof value !== 'string') continue
          for (const encoding of ['base64', 'hex'] as const) {
            const bytes = Buffer.from(value, encoding)
            expect(bytes.includes(key)).toBe(false)
          }
        }
      }
    }
  })

  it('does not decrypt with another master key', async () => {
    const user = await findOrCreateEmailUser(db, keys.walletKeys, 'other-key@example.test', 'device-other')
    const wrong = deriveSecretKeys(randomBytes(32))
    await expect(withUserKey(db, wrong.walletKeys, user.id, 'eip155', () => 'opened')).rejects.toThrow(
      UnsealError,
    )
  })

  it("does not decrypt a ciphertext moved to another user's row", async () => {
    const alice = await findOrCreateSocialUser(db, keys.walletKeys, {
      provider: 'github',
      subject: 'alice',
      userName: 'alice',
    })
    const mallory = await findOrCreateSocialUser(db, keys.walletKeys, {
      provider: 'github',
      subject: 'mallory',
      userName: null,
    })
    await db.query(
      `UPDATE embedded_keys m SET ciphertext = a.ciphertext, iv = a.iv, auth_tag = a.auth_tag
       FROM embedded_keys a WHERE a.user_id = $1 AND a.namespace = 'eip155' AND m.user_id = $2 AND m.namespace = 'eip155'`,
      [alice.id, mallory.id],
    )
    await expect(withUserKey(db, keys.walletKeys, mallory.id, 'eip155', () => 'opened')).rejects.toThrow(
      'The ciphertext does not open with this key for this record',
    )
  })
})
