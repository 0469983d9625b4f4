import { connectRedis, redactRedisUrl } from './createRedisMailbox.ts'

/** Redis cannot be made to refuse writes when full, so it might evict undelivered messages. */
export class RedisEvictionError extends Error {
  override name = 'RedisEvictionError'
}

/** Parameters of {@link prepareRedisMemory}. */
export interface PrepareRedisMemoryParameters {
  url: string
  /** `maxmemory` to set (bytes, or Redis units such as `512mb`); the server's own when absent. */
  maxMemory?: string | undefined
}

/**
 * Makes the relay's Redis refuse writes when it is full instead of evicting keys: sets `maxmemory-policy
 * noeviction` (and `maxmemory` when given) with CONFIG SET. A full Redis then answers OOM, which the relay
 * passes on as "the relay is full" to the publisher, while every stored message stays for its subscribers.
 * Where CONFIG is disabled (managed Redis), the policy must already be noeviction.
 *
 * @throws {RedisEvictionError} when the policy is not, and cannot be made, noeviction, or maxmemory cannot be set.
 * @example
 * await prepareRedisMemory({ url: 'redis://127.0.0.1:6379', maxMemory: '512mb' })
 */
export async function prepareRedisMemory({ url, maxMemory }: PrepareRedisMemoryParameters): Promise<void> {
  const redis = await connectRedis(url)
  const where = redactRedisUrl(url)
  try {
    if (maxMemory !== undefined) {
      try {
        await redis.configSet('maxmemory', maxMemory)
      } catch (error) {
        throw new RedisEvictionError(
          `cannot set maxmemory ${maxMemory} on Redis at ${where} (${(error as Error).message}); set it on the server and unset PORTICO_RELAY_REDIS_MAXMEMORY`,
        )
      }
    }
    try {
      await redis.configSet('maxmemory-policy', 'noeviction')
    } catch (error) {
      const policy = await redis
        .configGet('maxmemory-policy')
        .then((config) => config['maxmemory-policy'])
        .catch((reason: unknown) => `unknown: ${(reason as Error).message}`)
      if (policy !== 'noeviction')
        throw new RedisEvictionError(
          `Redis at ${where} runs with maxmemory-policy ${policy} and refused CONFIG SET (${(error as Error).message}): set maxmemory-policy noeviction on the server, or a full Redis evicts undelivered messages`,
        )
    }
  } finally {
    redis.destroy()
  }
}
