/** Limits per socket; every one has a default. */
export interface RelayLimits {
  /** Largest frame accepted, in bytes (default 512 KiB). */
  maxFrameBytes: number
  /** Longest published message, in characters (default 256 KiB). */
  maxMessageLength: number
  /** Topics one socket may hold (default 1000). */
  maxTopicsPerSocket: number
  /** Requests one socket may send per second, sustained (default 50, bursts of 100). */
  requestsPerSecond: number
  /** Longest message TTL, in seconds (default 30 days). */
  maxTtlSeconds: number
  /** Ping interval; a socket that did not answer the previous ping is closed (default 30 s). */
  pingIntervalMs: number
  /** Open sockets one client address may hold (default 100). */
  maxConnectionsPerIp: number
  /** Bytes the relay may hold unsent for one socket; past it the reader is too slow and is closed (8 MiB). */
  maxBufferedBytes: number
  /** Bytes of messages one client (did:key) may publish per minute (default 4 MiB). */
  publishBytesPerMinute: number
  /** Proxies in front of the relay whose `X-Forwarded-For` entries are trusted (default 0: the socket address). */
  trustedProxyHops: number
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxFrameBytes: 512 * 1024,
  maxMessageLength: 256 * 1024,
  maxTopicsPerSocket: 1000,
  requestsPerSecond: 50,
  maxTtlSeconds: 30 * 86_400,
  pingIntervalMs: 30_000,
  maxConnectionsPerIp: 100,
  trustedProxyHops: 0,
  publishBytesPerMinute: 4 * 1024 * 1024,
  maxBufferedBytes: 8 * 1024 * 1024,
}

/** Most topics or messages one batch call may carry. */
export const BATCH_LIMIT = 500
/** TTL of a message published without one, in seconds. */
export const DEFAULT_TTL_SECONDS = 300
