import type { MailboxLimits } from '../mailbox/mailbox.ts'
import type { RelayLimits } from '../server/relayLimits.ts'

/** How the relay process runs, read from its environment by {@link readRelayConfig}. */
export interface RelayConfig {
  /** PORTICO_RELAY_PORT (default 8788; 0 picks a free port). */
  port: number
  /** PORTICO_RELAY_HOST (default 127.0.0.1). */
  host: string
  /** PORTICO_RELAY_PUBLIC_URLS, comma-separated: URLs clients dial when they differ from ws://host:port. */
  publicUrls: string[]
  /** REDIS_URL: topics and the mailbox live in Redis, shared by every relay process; in memory without it. */
  redisUrl: string | undefined
  /** PORTICO_RELAY_REDIS_PREFIX (default `portico:relay:`): separates deployments sharing one Redis. */
  redisPrefix: string
  /** PORTICO_RELAY_REDIS_MAXMEMORY: `maxmemory` the relay sets on its Redis (bytes or `512mb`); always noeviction. */
  redisMaxMemory: string | undefined
  /**
   * PORTICO_RELAY_PING_INTERVAL_MS, _MAX_MESSAGE_LENGTH, _MAX_TOPICS_PER_SOCKET, _REQUESTS_PER_SECOND,
   * _MAX_CONNECTIONS_PER_IP, _TRUSTED_PROXY_HOPS, _PUBLISH_BYTES_PER_MINUTE, _MAX_BUFFERED_BYTES.
   */
  limits: Partial<RelayLimits>
  /** PORTICO_RELAY_MAX_STORED_BYTES_PER_CLIENT, _MAX_STORED_BYTES, _UNSUBSCRIBED_TTL_SECONDS, _SUBSCRIPTION_TTL_SECONDS. */
  mailboxLimits: Partial<MailboxLimits>
  /**
   * PORTICO_RELAY_PROJECT_IDS, comma-separated: clients must name one in `projectId`, as on the WalletConnect
   * network (others are closed with code 3000). Empty by default: any client with a valid auth JWT may connect.
   */
  projectIds: string[]
}

/** A variable that is set but unusable. */
export class RelayConfigError extends Error {
  override name = 'RelayConfigError'
}

function readWholeNumber(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RelayConfigError(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`)
  return value
}

/**
 * The relay's configuration from environment variables, each checked; a bad value is an error naming the
 * variable, not a silent default.
 *
 * @throws {RelayConfigError}
 * @example
 * const { port, limits } = readRelayConfig(process.env)
 */
export function readRelayConfig(env: NodeJS.ProcessEnv): RelayConfig {
  const publicUrls = (env.PORTICO_RELAY_PUBLIC_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  for (const url of publicUrls) {
    if (!/^wss?:\/\/[^/]+$/.test(url))
      throw new RelayConfigError(
        `PORTICO_RELAY_PUBLIC_URLS: '${url}' must be ws://host[:port] or wss://host[:port]`,
      )
  }
  const limits: Partial<RelayLimits> = {}
  const pingIntervalMs = readWholeNumber(env, 'PORTICO_RELAY_PING_INTERVAL_MS', 10, 3_600_000)
  const maxMessageLength = readWholeNumber(env, 'PORTICO_RELAY_MAX_MESSAGE_LENGTH', 1, 64 * 1024 * 1024)
  const maxTopicsPerSocket = readWholeNumber(env, 'PORTICO_RELAY_MAX_TOPICS_PER_SOCKET', 1, 1_000_000)
  const requestsPerSecond = readWholeNumber(env, 'PORTICO_RELAY_REQUESTS_PER_SECOND', 1, 1_000_000)
  if (pingIntervalMs !== undefined) limits.pingIntervalMs = pingIntervalMs
  if (maxMessageLength !== undefined) {
    limits.maxMessageLength = maxMessageLength
    // A frame carries one message plus its JSON-RPC envelope; leave room for both.
    limits.maxFrameBytes = Math.max(maxMessageLength * 2, 64 * 1024)
  }
  if (maxTopicsPerSocket !== undefined) limits.maxTopicsPerSocket = maxTopicsPerSocket
  if (requestsPerSecond !== undefined) limits.requestsPerSecond = requestsPerSecond
  const wholeNumbers = <T extends object>(
    target: Partial<T>,
    names: Record<string, [keyof T, number, number]>,
  ) => {
    for (const [variable, [field, min, max]] of Object.entries(names)) {
      const value = readWholeNumber(env, variable, min, max)
      if (value !== undefined) (target as Record<keyof T, number>)[field] = value
    }
  }
  wholeNumbers<RelayLimits>(limits, {
    PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: ['maxConnectionsPerIp', 1, 1_000_000],
    PORTICO_RELAY_TRUSTED_PROXY_HOPS: ['trustedProxyHops', 0, 10],
    PORTICO_RELAY_PUBLISH_BYTES_PER_MINUTE: ['publishBytesPerMinute', 1, 2 ** 40],
    PORTICO_RELAY_MAX_BUFFERED_BYTES: ['maxBufferedBytes', 64 * 1024, 2 ** 34],
  })
  const mailboxLimits: Partial<MailboxLimits> = {}
  wholeNumbers<MailboxLimits>(mailboxLimits, {
    PORTICO_RELAY_MAX_STORED_BYTES_PER_CLIENT: ['maxStoredBytesPerClient', 1, 2 ** 40],
    PORTICO_RELAY_MAX_STORED_BYTES: ['maxStoredBytes', 1, 2 ** 40],
    PORTICO_RELAY_UNSUBSCRIBED_TTL_SECONDS: ['unsubscribedTtlSeconds', 1, 30 * 86_400],
    PORTICO_RELAY_SUBSCRIPTION_TTL_SECONDS: ['subscriptionTtlSeconds', 3, 86_400],
  })
  const redisMaxMemory = env.PORTICO_RELAY_REDIS_MAXMEMORY || undefined
  if (redisMaxMemory !== undefined && !/^\d+(kb|mb|gb)?$/i.test(redisMaxMemory))
    throw new RelayConfigError(
      `PORTICO_RELAY_REDIS_MAXMEMORY must be bytes or a size such as 512mb, got '${redisMaxMemory}'`,
    )
  const projectIds = (env.PORTICO_RELAY_PROJECT_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  for (const id of projectIds) {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(id))
      throw new RelayConfigError(
        `PORTICO_RELAY_PROJECT_IDS: '${id}' must be 1 to 128 letters, digits, '-' or '_'`,
      )
  }
  return {
    port: readWholeNumber(env, 'PORTICO_RELAY_PORT', 0, 65_535) ?? 8788,
    host: env.PORTICO_RELAY_HOST || '127.0.0.1',
    publicUrls,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.PORTICO_RELAY_REDIS_PREFIX || 'portico:relay:',
    redisMaxMemory,
    limits,
    mailboxLimits,
    projectIds,
  }
}
