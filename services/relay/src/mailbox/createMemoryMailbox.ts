import {
  DEFAULT_MAILBOX_LIMITS,
  MailboxQuotaError,
  type Mailbox,
  type MailboxLimits,
  type StoredMessage,
} from './mailbox.ts'

interface Entry {
  message: StoredMessage
  expiresAt: number
  /** Clients that have it (the publisher, and every client that acknowledged it). */
  acked: Set<string>
  publisherId: string
  bytes: number
}

/** Parameters of {@link createMemoryMailbox}. */
export interface CreateMemoryMailboxParameters {
  /** Milliseconds since the epoch, for tests. */
  now?: () => number
  limits?: Partial<MailboxLimits> | undefined
}

/**
 * The in-process {@link Mailbox} (one relay process; see createRedisMailbox for several).
 *
 * @example
 * const mailbox = createMemoryMailbox({ limits: { maxStoredBytes: 64 * 1024 * 1024 } })
 * await mailbox.store(message, 'did:key:z6Mk…')
 */
export function createMemoryMailbox({
  now = () => Date.now(),
  limits: overrides = {},
}: CreateMemoryMailboxParameters = {}): Mailbox {
  const limits = { ...DEFAULT_MAILBOX_LIMITS, ...overrides }
  const topics = new Map<string, Map<string, Entry>>()
  /** topic → `clientId socketId` → when the subscription lapses. */
  const subscriptions = new Map<string, Map<string, number>>()
  const storedBytes = new Map<string, number>()
  let totalBytes = 0
  const live = (entry: Entry) => entry.expiresAt > now()

  function forget(entries: Map<string, Entry>, entry: Entry) {
    entries.delete(entry.message.hash)
    totalBytes -= entry.bytes
    const left = (storedBytes.get(entry.publisherId) ?? 0) - entry.bytes
    if (left > 0) storedBytes.set(entry.publisherId, left)
    else storedBytes.delete(entry.publisherId)
  }

  // Expired messages and lapsed subscriptions go on a sweep, so nothing nobody reads again stays forever.
  let sweptAt = 0
  function sweep() {
    const time = (sweptAt = now())
    for (const [topic, entries] of topics) {
      for (const entry of entries.values()) if (entry.expiresAt <= time) forget(entries, entry)
      if (entries.size === 0) topics.delete(topic)
    }
    for (const [topic, members] of subscriptions) {
      for (const [member, expiresAt] of members) if (expiresAt <= time) members.delete(member)
      if (members.size === 0) subscriptions.delete(topic)
    }
  }
  const sweeper = setInterval(sweep, 30_000)
  sweeper.unref()

  /** Whether a client other than `publisherId` holds a live subscription to `topic`. */
  function heardBeyond(topic: string, publisherId: string): boolean {
    for (const [member, expiresAt] of subscriptions.get(topic) ?? [])
      if (expiresAt > now() && !member.startsWith(`${publisherId} `)) return true
    return false
  }

  function checkQuota(publisherId: string, bytes: number) {
    const over = () =>
      (storedBytes.get(publisherId) ?? 0) + bytes > limits.maxStoredBytesPerClient ||
      totalBytes + bytes > limits.maxStoredBytes
    // Over quota, expired messages may still be counted: sweep first, at most once a second.
    if (over() && now() - sweptAt >= 1_000) sweep()
    const own = storedBytes.get(publisherId) ?? 0
    if (own + bytes > limits.maxStoredBytesPerClient)
      throw new MailboxQuotaError(
        `this client already stores ${own} of its ${limits.maxStoredBytesPerClient} bytes`,
      )
    if (totalBytes + bytes > limits.maxStoredBytes)
      throw new MailboxQuotaError(
        `the relay stores all it may (${limits.maxStoredBytes} bytes); try again later`,
      )
  }

  return {
    limits,
    async subscribe(topic, clientId, socketId) {
      const members = subscriptions.get(topic) ?? new Map<string, number>()
      members.set(`${clientId} ${socketId}`, now() + limits.subscriptionTtlSeconds * 1000)
      subscriptions.set(topic, members)
    },
    async unsubscribe(topic, clientId, socketId) {
      const members = subscriptions.get(topic)
      members?.delete(`${clientId} ${socketId}`)
      if (members?.size === 0) subscriptions.delete(topic)
    },
    async store(message, publisherId) {
      const existing = topics.get(message.topic)?.get(message.hash)
      if (existing && live(existing)) {
        existing.acked.add(publisherId)
        return existing.message.ttl
      }
      const ttl = heardBeyond(message.topic, publisherId)
        ? message.ttl
        : Math.min(message.ttl, limits.unsubscribedTtlSeconds)
      const bytes = Buffer.byteLength(message.message)
      checkQuota(publisherId, bytes)
      const entries = topics.get(message.topic) ?? new Map<string, Entry>()
      topics.set(message.topic, entries)
      if (existing) forget(entries, existing)
      // The publisher has its message: it is never sent back.
      entries.set(message.hash, {
        message: { ...message, ttl },
        expiresAt: message.publishedAt + ttl * 1000,
        acked: new Set([publisherId]),
        publisherId,
        bytes,
      })
      storedBytes.set(publisherId, (storedBytes.get(publisherId) ?? 0) + bytes)
      totalBytes += bytes
      return ttl
    },
    async pending(topic, clientId) {
      const entries = topics.get(topic)
      if (!entries) return []
      return [...entries.values()]
        .filter((entry) => live(entry) && !entry.acked.has(clientId))
        .map((entry) => entry.message)
    },
    async ack(topic, hash, clientId) {
      const entry = topics.get(topic)?.get(hash)
      if (entry && live(entry)) entry.acked.add(clientId)
    },
    async close() {
      clearInterval(sweeper)
      topics.clear()
      subscriptions.clear()
      storedBytes.clear()
      totalBytes = 0
    },
  }
}
