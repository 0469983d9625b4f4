import type { Mailbox, StoredMessage } from './mailbox.ts'

interface Entry {
  message: StoredMessage
  expiresAt: number
  recipients: Set<string>
  acked: Set<string>
}

/**
 * The in-process {@link Mailbox} (one relay process; see createRedisMailbox for several).
 *
 * @example
 * const mailbox = createMemoryMailbox()
 * await mailbox.store(message, ['did:key:z6Mk…'])
 */
export function createMemoryMailbox({ now = () => Date.now() }: { now?: () => number } = {}): Mailbox {
  const topics = new Map<string, Map<string, Entry>>()
  const subscribers = new Map<string, Set<string>>()
  const live = (entry: Entry) => entry.expiresAt > now()
  // Expired messages go on a sweep, so a topic nobody reads again does not keep them forever.
  const sweep = setInterval(() => {
    for (const [topic, entries] of topics) {
      for (const [hash, entry] of entries) if (!live(entry)) entries.delete(hash)
      if (entries.size === 0) topics.delete(topic)
    }
  }, 30_000)
  sweep.unref()

  return {
    async subscribe(topic, clientId) {
      const clients = subscribers.get(topic) ?? new Set<string>()
      clients.add(clientId)
      subscribers.set(topic, clients)
    },
    async unsubscribe(topic, clientId) {
      subscribers.get(topic)?.delete(clientId)
      if (subscribers.get(topic)?.size === 0) subscribers.delete(topic)
    },
    async store(message, publisherId) {
      const recipients = [...(subscribers.get(message.topic) ?? [])].filter(
        (client) => client !== publisherId,
      )
      const entries = topics.get(message.topic) ?? new Map<string, Entry>()
      topics.set(message.topic, entries)
      const existing = entries.get(message.hash)
      if (existing) {
        for (const recipient of recipients) existing.recipients.add(recipient)
        existing.acked.add(publisherId)
        return
      }
      // The publisher has its message: it is never sent back, and cannot take the place of the first late
      // subscriber (which would drop the message before its peer came).
      entries.set(message.hash, {
        message,
        expiresAt: message.publishedAt + message.ttl * 1000,
        recipients: new Set(recipients),
        acked: new Set([publisherId]),
      })
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
      if (!entry) return
      entry.acked.add(clientId)
      entry.recipients.add(clientId)
      // Everyone it was meant for (the subscribers at publish time, or the first late one) has it.
      if ([...entry.recipients].every((recipient) => entry.acked.has(recipient)))
        topics.get(topic)?.delete(hash)
    },
    async close() {
      clearInterval(sweep)
      topics.clear()
      subscribers.clear()
    },
  }
}
