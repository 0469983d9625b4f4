import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  MailboxQuotaError,
  type Mailbox,
  type MailboxLimits,
  type StoredMessage,
} from '../mailbox/mailbox.ts'

/**
 * The behaviour every {@link Mailbox} owes the relay, as a vitest suite: run by the memory and the Redis
 * mailbox's tests so both keep the same promises. `createMailbox` takes the limits a test needs.
 */
export function describeMailboxContract(
  name: string,
  createMailbox: (limits?: Partial<MailboxLimits>) => Promise<Mailbox>,
): void {
  describe(`${name}: mailbox contract`, () => {
    let mailbox: Mailbox
    afterEach(() => mailbox.close())
    // A fresh topic per test, so a shared backend (Redis) needs no cleaning between tests.
    const topicOf = () => `t-${randomUUID()}`
    const message = (topic: string, hash: string, ttl = 300, text = `m-${hash}`): StoredMessage => ({
      topic,
      message: text,
      publishedAt: Date.now(),
      tag: 1100,
      ttl,
      hash,
    })
    const hashes = async (topic: string, client: string) =>
      (await mailbox.pending(topic, client)).map((entry) => entry.hash)
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

    it('keeps a message for every subscriber until it acknowledged it, and for later ones until its TTL', async () => {
      mailbox = await createMailbox()
      const topic = topicOf()
      for (const client of ['alice', 'bob', 'publisher'])
        await mailbox.subscribe(topic, client, `${client}-1`)
      await mailbox.store(message(topic, 'a'), 'publisher')
      expect(await hashes(topic, 'alice')).toEqual(['a'])
      await mailbox.ack(topic, 'a', 'alice')
      expect(await hashes(topic, 'alice')).toEqual([])
      expect(await hashes(topic, 'bob')).toEqual(['a'])
      await mailbox.ack(topic, 'a', 'bob')
      expect(await hashes(topic, 'carol')).toEqual(['a'])
    })

    it('never gives the publisher its own message back', async () => {
      mailbox = await createMailbox()
      const topic = topicOf()
      await mailbox.subscribe(topic, 'publisher', 'p-1')
      await mailbox.subscribe(topic, 'peer', 'peer-1')
      await mailbox.store(message(topic, 'own'), 'publisher')
      expect(await hashes(topic, 'publisher')).toEqual([])
      expect(await hashes(topic, 'peer')).toEqual(['own'])
    })

    it('attack: an early rogue subscriber acknowledging a pairing message does not take it from the later peer', async () => {
      mailbox = await createMailbox()
      const topic = topicOf()
      await mailbox.store(message(topic, 'b'), 'publisher')
      await mailbox.store(message(topic, 'b'), 'publisher') // a re-publish is the same message
      // The publisher re-subscribing (a reconnect) neither gets it nor uses it up.
      await mailbox.subscribe(topic, 'publisher', 'p-2')
      expect(await hashes(topic, 'publisher')).toEqual([])
      await mailbox.subscribe(topic, 'rogue', 'rogue-1')
      expect(await hashes(topic, 'rogue')).toEqual(['b'])
      await mailbox.ack(topic, 'b', 'rogue')
      expect(await hashes(topic, 'rogue')).toEqual([])
      await mailbox.subscribe(topic, 'wallet', 'wallet-1')
      expect(await hashes(topic, 'wallet')).toEqual(['b'])
    })

    it('keeps what a subscriber missed across its reconnects, oldest first', async () => {
      mailbox = await createMailbox()
      const topic = topicOf()
      await mailbox.subscribe(topic, 'bob', 'bob-1')
      for (const hash of ['1', '2', '3']) {
        await mailbox.store(message(topic, hash), 'alice')
        await sleep(2) // distinct publish times
      }
      await mailbox.ack(topic, '2', 'bob')
      expect(await hashes(topic, 'bob')).toEqual(['1', '3'])
    })

    it('drops a message when its TTL ends, acknowledged or not', async () => {
      mailbox = await createMailbox()
      const topic = topicOf()
      await mailbox.subscribe(topic, 'bob', 'bob-1')
      expect(await mailbox.store(message(topic, 'short', 1), 'alice')).toBe(1)
      expect(await hashes(topic, 'bob')).toEqual(['short'])
      await sleep(1_100)
      expect(await hashes(topic, 'bob')).toEqual([])
      await mailbox.ack(topic, 'short', 'bob') // too late: nothing to do, no error
    })

    it('attack: a long-lived message for a topic nobody else subscribes to is kept only the short TTL', async () => {
      mailbox = await createMailbox({ unsubscribedTtlSeconds: 1 })
      const lonely = topicOf()
      const heard = topicOf()
      await mailbox.subscribe(lonely, 'publisher', 'p-1') // its own subscription does not count
      await mailbox.subscribe(heard, 'bob', 'bob-1')
      expect(await mailbox.store(message(lonely, 'x', 86_400), 'publisher')).toBe(1)
      expect(await mailbox.store(message(heard, 'y', 86_400), 'publisher')).toBe(86_400)
      await sleep(1_100)
      expect(await hashes(lonely, 'late')).toEqual([])
      expect(await hashes(heard, 'bob')).toEqual(['y'])
    })

    it('attack: subscriptions that are not renewed, or whose socket left, stop counting', async () => {
      mailbox = await createMailbox({ subscriptionTtlSeconds: 1, unsubscribedTtlSeconds: 60 })
      const topic = topicOf()
      await mailbox.subscribe(topic, 'ghost', 'ghost-1')
      await mailbox.subscribe(topic, 'bob', 'bob-1')
      await mailbox.subscribe(topic, 'bob', 'bob-2')
      await mailbox.unsubscribe(topic, 'bob', 'bob-1') // bob's other socket still holds the topic
      expect(await mailbox.store(message(topic, 'a', 3_600), 'alice')).toBe(3_600)
      await mailbox.unsubscribe(topic, 'bob', 'bob-2')
      await sleep(1_100) // ghost never renewed
      expect(await mailbox.store(message(topic, 'b', 3_600), 'alice')).toBe(60)
      await mailbox.subscribe(topic, 'bob', 'bob-3') // renewed: counts again
      expect(await mailbox.store(message(topic, 'c', 3_600), 'alice')).toBe(3_600)
    })

    it('attack: a client cannot store more than its byte quota, nor all clients more than the global one', async () => {
      mailbox = await createMailbox({ maxStoredBytesPerClient: 100, maxStoredBytes: 150 })
      const topic = topicOf()
      const text = 'x'.repeat(60)
      await mailbox.store(message(topic, 'a1', 1, text), 'alice')
      await mailbox.store(message(topic, 'a1', 1, text), 'alice') // the same message again costs nothing
      await expect(mailbox.store(message(topic, 'a2', 300, text), 'alice')).rejects.toThrow(
        new MailboxQuotaError('this client already stores 60 of its 100 bytes'),
      )
      await mailbox.store(message(topic, 'b1', 300, text), 'bob')
      await expect(mailbox.store(message(topic, 'c1', 300, text), 'carol')).rejects.toThrow(
        new MailboxQuotaError('the relay stores all it may (150 bytes); try again later'),
      )
      expect(await hashes(topic, 'dave')).toEqual(['a1', 'b1']) // refused messages were not half-stored
      await sleep(1_100) // alice's first message expired: its bytes are free again
      await mailbox.store(message(topic, 'a3', 300, text), 'alice')
    })
  })
}
