import Fastify, { type FastifyInstance } from 'fastify'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { devnetAccounts } from '../../testing/devnet.ts'
import type { Database, Queryable } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { useZodValidation } from '../http/zodValidation.ts'
import { coinTypeForChainId } from '../names/coinType.ts'
import { issueNameNonce } from '../names/issueNameNonce.ts'
import { registerName } from '../names/registerName.ts'
import { createLruCache } from '../cache/createLruCache.ts'
import { createCachedNameLookups } from '../names/cachedNameLookups.ts'
import { identityRoutes } from './identity.ts'

const account = privateKeyToAccount(devnetAccounts[6]!.privateKey)

async function signedRegistration(db: Database, name: string, attributes?: Record<string, string>) {
  const { nonce } = await issueNameNonce(db)
  const service = 'api.portico.test'
  const coinType = coinTypeForChainId(31337)
  const timestamp = Math.floor(Date.now() / 1000)
  const message = JSON.stringify({ name, attributes, timestamp, service, coinType, nonce })
  const signature = await account.signMessage({ message })
  return {
    coinType,
    address: account.address,
    message,
    signature,
    zones: ['.reown.id'],
    service,
    ip: '192.0.2.1',
    caps: { perAddressPerDay: 10, perIpPerDay: 10 },
  }
}

describe.each(testDatabases)(
  'identity is the first registered name and its http(s) avatar on $kind',
  ({ open }) => {
    let db: Database
    let app: FastifyInstance
    let reads = 0
    beforeAll(async () => {
      db = await open()
      // Counts the database reads, to see what the §9 cache answers.
      const counting: Queryable = {
        query: <Row extends object>(sql: string, params?: readonly unknown[]) => {
          reads++
          return db.query<Row>(sql, params)
        },
        execute: (sql) => db.execute(sql),
      }
      app = Fastify()
      useZodValidation(app)
      await app.register(identityRoutes, { db, names: createCachedNameLookups(counting, createLruCache()) })
      await app.ready()
    })
    afterAll(async () => {
      await app?.close()
      await db?.close()
    })
    const identity = async (query = '') =>
      (await app.inject(`/v1/identity/${account.address}?projectId=test${query}`)).json()

    it('answers nulls before any name, then the first name with no avatar when its avatar is not an http(s) URL', async () => {
      expect(await identity()).toEqual({ name: null, avatar: null })
      await registerName(
        db,
        await signedRegistration(db, 'first.reown.id', { avatar: 'javascript:alert(1)' }),
      )
      await registerName(
        db,
        await signedRegistration(db, 'second.reown.id', { avatar: 'https://avatars.test/second.png' }),
      )
      // §9: the answer is cached 5 minutes, so names registered behind the API's back show after forceUpdate.
      expect(await identity()).toEqual({ name: null, avatar: null })
      expect(await identity('&forceUpdate=true')).toEqual({ name: 'first.reown.id', avatar: null })
      expect(await identity()).toEqual({ name: 'first.reown.id', avatar: null })
    })

    it('serves a repeated identity from the 5 minute cache, and reads again once it expired', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      try {
        await identity('&forceUpdate=true')
        const before = reads
        await identity()
        await identity()
        expect(reads).toBe(before)
        vi.advanceTimersByTime(5 * 60_000)
        await identity()
        expect(reads).toBe(before + 1)
      } finally {
        vi.useRealTimers()
      }
    })

    it('answers a malformed address with 400 and a reason', async () => {
      const response = await app.inject('/v1/identity/0xnope?projectId=test')
      expect(response.statusCode).toBe(400)
      expect(response.json().reasons[0].description).toMatch(/^address: not a valid EVM address/)
    })
  },
)
