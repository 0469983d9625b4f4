/**
 * Bytes per minute per key (a client's did:key), as token buckets that hold at most one minute's bytes. A key
 * whose bucket has refilled is forgotten on the next sweep, so memory follows the clients active in the last
 * minute, and reconnecting does not refill a bucket.
 *
 * @example
 * const allowance = createByteAllowance(4 * 1024 * 1024)
 * if (!allowance.take(clientId, 2_048)) throw new Error('over quota')
 */
export function createByteAllowance(bytesPerMinute: number, now: () => number = () => Date.now()) {
  const buckets = new Map<string, { bytes: number; at: number }>()
  const refilled = (bucket: { bytes: number; at: number }, time: number) =>
    Math.min(bytesPerMinute, bucket.bytes + ((time - bucket.at) / 60_000) * bytesPerMinute)
  const sweeper = setInterval(() => {
    const time = now()
    for (const [key, bucket] of buckets) if (refilled(bucket, time) >= bytesPerMinute) buckets.delete(key)
  }, 60_000)
  sweeper.unref()

  return {
    /** Takes `bytes` from `key`'s allowance; false (and nothing taken) when it has less left. */
    take(key: string, bytes: number): boolean {
      const time = now()
      const bucket = buckets.get(key)
      const left = bucket ? refilled(bucket, time) : bytesPerMinute
      if (bytes > left) {
        if (bucket) Object.assign(bucket, { bytes: left, at: time })
        return false
      }
      buckets.set(key, { bytes: left - bytes, at: time })
      return true
    },
    /** Keys currently tracked. */
    size: () => buckets.size,
    close: () => clearInterval(sweeper),
  }
}
