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
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxFrameBytes: 512 * 1024,
  maxMessageLength: 256 * 1024,
  maxTopicsPerSocket: 1000,
  requestsPerSecond: 50,
  maxTtlSeconds: 30 * 86_400,
  pingIntervalMs: 30_000,
}

/** Most topics or messages one batch call may carry. */
export const BATCH_LIMIT = 500
/** TTL of a message published without one, in seconds. */
export const DEFAULT_TTL_SECONDS = 300
