import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createCache } from './createCache.ts'
import { createRedisCache } from './createRedisCache.ts'

const url = process.env.PORTICO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

describe('createCache picks Redis when REDIS_URL is set (§9), else the in-process LRU', () => {
  it('stores in Redis under the portico: prefix when REDIS_URL is set', async () => {
    const key = `create-cache-test:${randomBytes(6).toString('hex')}`
    const cache = createCache({ REDIS_URL: url })
    const direct = await createRedisCache({ url, prefix: 'portico:' })
    try {
      await cache.set(key, { n: 1 }, 10_000)
      expect(await direct.get(key)).toEqual({ n: 1 })
      await cache.delete(key)
      expect(await direct.get(key)).toBeUndefined()
    } finally {
      await cache.close()
      await direct.close()
    }
  })

  it('keeps values in process without REDIS_URL', async () => {
    const cache = createCache({})
    await cache.set('k', 'v', 10_000)
    expect(await cache.get('k')).toBe('v')
  })
})
