import { describe, expect, it } from 'vitest'
import { readRelayConfig } from './readRelayConfig.ts'

describe('readRelayConfig', () => {
  it('defaults to port 8788 on loopback, in memory, with default limits', () => {
    expect(readRelayConfig({})).toEqual({
      port: 8788,
      host: '127.0.0.1',
      publicUrls: [],
      redisUrl: undefined,
      redisPrefix: 'portico:relay:',
      redisMaxMemory: undefined,
      limits: {},
      mailboxLimits: {},
      projectIds: [],
    })
  })

  it('reads the project ids clients must name, and refuses a malformed one', () => {
    expect(readRelayConfig({ PORTICO_RELAY_PROJECT_IDS: 'portico-demo, 0123abcd' }).projectIds).toEqual([
      'portico-demo',
      '0123abcd',
    ])
    expect(() => readRelayConfig({ PORTICO_RELAY_PROJECT_IDS: 'ok,not ok' })).toThrow(
      "PORTICO_RELAY_PROJECT_IDS: 'not ok' must be 1 to 128 letters, digits, '-' or '_'",
    )
  })

  it('reads the port, public URLs, Redis and limits', () => {
    const config = readRelayConfig({
      PORTICO_RELAY_PORT: '0',
      PORTICO_RELAY_PUBLIC_URLS: 'wss://relay.example.com, ws://relay.lan:8788',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PORTICO_RELAY_REDIS_PREFIX: 'staging:',
      PORTICO_RELAY_PING_INTERVAL_MS: '500',
      PORTICO_RELAY_MAX_MESSAGE_LENGTH: '100000',
      PORTICO_RELAY_MAX_TOPICS_PER_SOCKET: '10',
      PORTICO_RELAY_REQUESTS_PER_SECOND: '5',
      PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: '20',
      PORTICO_RELAY_TRUSTED_PROXY_HOPS: '1',
      PORTICO_RELAY_PUBLISH_BYTES_PER_MINUTE: '1000000',
      PORTICO_RELAY_MAX_BUFFERED_BYTES: '1048576',
      PORTICO_RELAY_MAX_STORED_BYTES_PER_CLIENT: '2000000',
      PORTICO_RELAY_MAX_STORED_BYTES: '64000000',
      PORTICO_RELAY_UNSUBSCRIBED_TTL_SECONDS: '120',
      PORTICO_RELAY_SUBSCRIPTION_TTL_SECONDS: '600',
      PORTICO_RELAY_REDIS_MAXMEMORY: '512mb',
    })
    expect(config).toMatchObject({
      port: 0,
      publicUrls: ['wss://relay.example.com', 'ws://relay.lan:8788'],
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'staging:',
      limits: {
        pingIntervalMs: 500,
        maxMessageLength: 100_000,
        maxFrameBytes: 200_000,
        maxTopicsPerSocket: 10,
        requestsPerSecond: 5,
        maxConnectionsPerIp: 20,
        trustedProxyHops: 1,
        publishBytesPerMinute: 1_000_000,
        maxBufferedBytes: 1_048_576,
      },
      mailboxLimits: {
        maxStoredBytesPerClient: 2_000_000,
        maxStoredBytes: 64_000_000,
        unsubscribedTtlSeconds: 120,
        subscriptionTtlSeconds: 600,
      },
      redisMaxMemory: '512mb',
    })
  })

  it('names the variable that is wrong', () => {
    expect(() => readRelayConfig({ PORTICO_RELAY_PORT: '80a' })).toThrow(
      "PORTICO_RELAY_PORT must be a whole number from 0 to 65535, got '80a'",
    )
    expect(() => readRelayConfig({ PORTICO_RELAY_PING_INTERVAL_MS: '0' })).toThrow(
      'PORTICO_RELAY_PING_INTERVAL_MS must be a whole number from 10',
    )
    expect(() => readRelayConfig({ PORTICO_RELAY_PUBLIC_URLS: 'http://relay.example.com' })).toThrow(
      "PORTICO_RELAY_PUBLIC_URLS: 'http://relay.example.com' must be ws://host[:port]",
    )
    expect(() => readRelayConfig({ PORTICO_RELAY_TRUSTED_PROXY_HOPS: '-1' })).toThrow(
      'PORTICO_RELAY_TRUSTED_PROXY_HOPS must be a whole number from 0 to 10',
    )
    expect(() => readRelayConfig({ PORTICO_RELAY_REDIS_MAXMEMORY: 'lots' })).toThrow(
      "PORTICO_RELAY_REDIS_MAXMEMORY must be bytes or a size such as 512mb, got 'lots'",
    )
  })
})
