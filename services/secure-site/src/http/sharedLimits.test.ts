import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testSecureSiteDatabases } from '../db/testSecureSiteDatabases.ts'
import { buildSecureSiteServer } from '../server.ts'
import {
  createTestFrame,
  frameHeaders,
  startSecureSiteTestBed,
  type SecureSiteTestBed,
} from '../testing/secureSiteTestBed.ts'
import { createRedisHitCounter, type RedisHitCounter } from './createRedisHitCounter.ts'

const postgres = testSecureSiteDatabases.find((d) => d.kind === 'postgres')!
const REDIS_URL = 'redis://127.0.0.1:6379'

/** Asks for codes for `count` new addresses, alternating between the two processes. */
async function startLogins(apps: FastifyInstance[], count: number) {
  const frame = await createTestFrame()
  const statuses = []
  for (let i = 0; i < count; i++) {
    const response = await apps[i % apps.length]!.inject({
      method: 'POST',
      url: '/v1/email/start',
      headers: frameHeaders(),
      payload: {
        email: `shared-${randomUUID()}@example.test`,
        deviceId: 'device-shared',
        loginSecretHash: frame.loginSecretHash,
      },
    })
    statuses.push(response.statusCode)
  }
  return statuses
}

describe('two secure-site processes on one PostgreSQL', () => {
  let bed: SecureSiteTestBed
  let second: FastifyInstance
  beforeAll(async () => {
    const limits = { codeFailures: { limit: 2, windowMs: 3_600_000, lockMs: 3_600_000 } }
    bed = await startSecureSiteTestBed(await postgres.open(), {
      emailStartLimit: { limit: 2, windowMs: 60_000 },
      limits,
    })
    second = buildSecureSiteServer(bed.config, {
      db: bed.db,
      emailStartLimit: { limit: 2, windowMs: 60_000 },
      limits,
    })
  })
  afterAll(async () => {
    await second?.close()
    await bed?.close()
    await bed?.db.close()
  })

  it('attack: spreading code requests over two processes does not double the per-IP budget', async () => {
    expect(await startLogins([bed.app, second], 4)).toEqual([200, 200, 429, 429])
  })

  it('attack: wrong codes sent to two processes add up to one lock', async () => {
    await bed.db.query('DELETE FROM embedded_rate_limits')
    const frame = await createTestFrame()
    const email = 'split@example.test'
    const before = new Date().toISOString()
    await bed.app.inject({
      method: 'POST',
      url: '/v1/email/start',
      headers: frameHeaders(),
      payload: { email, deviceId: 'device-split', loginSecretHash: frame.loginSecretHash },
    })
    const otp = await bed.nextCode(email, before)
    const verify = (app: FastifyInstance, code: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/email/verify',
        headers: frameHeaders(),
        payload: {
          email,
          deviceId: 'device-split',
          otp: code,
          loginSecret: frame.loginSecret,
          publicKey: frame.publicKey,
        },
      })
    const wrong = otp === '000000' ? '000001' : '000000'
    expect((await verify(bed.app, wrong)).statusCode).toBe(400)
    expect((await verify(second, wrong)).statusCode).toBe(429)
    expect((await verify(bed.app, otp)).statusCode).toBe(429)
  })
})

describe('two secure-site processes on one Redis', () => {
  const counters: RedisHitCounter[] = []
  afterAll(async () => {
    await Promise.all(counters.map((c) => c.close()))
  })

  it('attack: spreading code requests over two processes does not double the per-IP budget', async () => {
    const prefix = `portico:test:${randomUUID()}:`
    for (let i = 0; i < 2; i++) {
      counters.push(
        await createRedisHitCounter({ url: REDIS_URL, prefix, onError: (error) => console.error(error) }),
      )
    }
    const bed = await startSecureSiteTestBed(await postgres.open(), {
      emailStartLimit: { limit: 2, windowMs: 60_000 },
      hitCounter: counters[0],
    })
    const second = buildSecureSiteServer(bed.config, {
      db: bed.db,
      emailStartLimit: { limit: 2, windowMs: 60_000 },
      hitCounter: counters[1],
    })
    try {
      expect(await startLogins([bed.app, second], 4)).toEqual([200, 200, 429, 429])
      // Counted in Redis, not in the database.
      expect(await bed.db.query('SELECT 1 FROM embedded_rate_limits')).toEqual([])
    } finally {
      await second.close()
      await bed.close()
      await bed.db.close()
    }
  })
})
