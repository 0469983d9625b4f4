// The analytics client's limits, apart from it: startAnalyticsLazily reads the delay without loading the client.

/** Events wait this long so that bursts (open, connect, switch) go out together. */
export const ANALYTICS_FLUSH_DELAY_MS = 1_000
/** A queue this long is sent at once. */
export const ANALYTICS_BATCH_SIZE = 10
/** At most this many events wait; older ones are dropped first when the API is unreachable for long. */
export const ANALYTICS_QUEUE_LIMIT = 100
