import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cache } from './cache.ts'
import { createRedisCache } from './createRedisCache.ts'

// The Redis `npm test` makes sure is running (scripts/ensureRedis.mjs). Never skipped: unreachable fails.
const url = process.env.PORTICO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `portico-test:${randomBytes(6).toString('hex')}:`
let cache: Cache

beforeAll(async () => {
  cache = await createRedisCache({ url, prefix })
})
afterAll(async () => {
  await cache?.close()
})

describe('createRedisCache', () => {
  it('stores JSON values and forgets deleted ones', async () => {
    await cache.set('balance', { balances: [{ symbol: 'ETH' }] }, 30_000)
    expect(await cache.get('balance')).toEqual({ balances: [{ symbol: 'ETH' }] })
    await cache.delete('balance')
    expect(await cache.get('balance')).toBeUndefined()
  })

  it('lets a value expire after its lifetime', async () => {
    await cache.set('short', 1, 50)
    expect(await cache.get('short')).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await cache.get('short')).toBeUndefined()
  })

  it('fails loudly when Redis cannot be reached', async () => {
    await expect(createRedisCache({ url: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /Redis is not reachable at redis:\/\/127\.0\.0\.1:1/,
    )
  })
})
