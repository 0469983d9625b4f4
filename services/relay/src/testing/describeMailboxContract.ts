import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import type { Mailbox, StoredMessage } from '../mailbox/mailbox.ts'

/**
 * The behaviour every {@link Mailbox} owes the relay, as a vitest suite: run by the memory and the Redis
 * mailbox's tests so both keep the same promises.
 */
export function describeMailboxContract(name: string, createMailbox: () => Promise<Mailbox>): void {
  describe(`${name}: mailbox contract`, () => {
    let mailbox: Mailbox
    afterEach(() => mailbox.close())
    // A fresh topic per test, so a shared backend (Redis) needs no cleaning between tests.
    const topicOf = () => `t-${randomUUID()}`
    const message = (topic: string, hash: string, ttl = 300): StoredMessage => ({
      topic,
      message: `m-${hash}`,
      publishedAt: Date.now(),
      tag: 1100,
      ttl,
      hash,
    })
    const hashes = async (topic: string, client: string) =>
      (await mailbox.pending(topic, client)).map((entry) => entry.hash)

    it('keeps a message until every subscriber at publish time acknowledged it', async () => {
      mailbox = await createMailbox()
      const topic = topicOf()
      for (const client of ['alice', 'bob', 'publisher']) await mailbox.subscribe(topic, client)
      await mailbox.store(message(topic, 'a'), 'publisher')
      expect(await hashes(topic, 'alice')).toEqual(['a'])
      await mailbox.ack(topic, 'a', 'alice')
      expect(await hashes(topic, 'alice')).toEqual([])
      expect(await hashes(topic, 'bob')).toEqual(['a'])
      await mailbox.ack(topic, 'a', 'bob')
      expect(await hashes(topic, 'carol')).toEqual([]) // everyone has it: gone
    })

    it('never gives the publisher its own message back', async () => {
      mailbox = await createMailbox()
      const topic = topicOf()
      await mailbox.subscribe(topic, 'publisher')
      await mailbox.subscribe(topic, 'peer')
      await mailbox.store(message(topic, 'own'), 'publisher')
      expect(await hashes(topic, 'publisher')).toEqual([])
      expect(await hashes(topic, 'peer')).toEqual(['own'])
    })

    it('keeps a message published to nobody for the first subscriber other than its publisher', async () => {
      mailbox = await createMailbox()
      const topic = topicOf()
      await mailbox.store(message(topic, 'b'), 'publisher')
      await mailbox.store(message(topic, 'b'), 'publisher') // a re-publish is the same message
      // The publisher re-subscribing (a reconnect) neither gets it nor uses it up.
      await mailbox.subscribe(topic, 'publisher')
      expect(await hashes(topic, 'publisher')).toEqual([])
      await mailbox.subscribe(topic, 'late')
      expect(await hashes(topic, 'late')).toEqual(['b'])
      await mailbox.ack(topic, 'b', 'late')
      expect(await hashes(topic, 'other')).toEqual([])
    })

    it('keeps what a subscriber missed across its reconnects, oldest first', async () => {
      mailbox = await createMailbox()
      const topic = topicOf()
      await mailbox.subscribe(topic, 'bob')
      for (const hash of ['1', '2', '3']) {
        await mailbox.store(message(topic, hash), 'alice')
        await new Promise((resolve) => setTimeout(resolve, 2)) // distinct publish times
      }
      await mailbox.ack(topic, '2', 'bob')
      expect(await hashes(topic, 'bob')).toEqual(['1', '3'])
    })

    it('stops keeping messages for a client that unsubscribed', async () => {
      mailbox = await createMailbox()
      const topic = topicOf()
      await mailbox.subscribe(topic, 'bob')
      await mailbox.subscribe(topic, 'carol')
      await mailbox.unsubscribe(topic, 'carol')
      await mailbox.store(message(topic, 'c'), 'alice')
      await mailbox.ack(topic, 'c', 'bob')
      expect(await hashes(topic, 'carol')).toEqual([]) // bob was the only recipient: dropped
    })

    it('drops a message when its TTL ends, acknowledged or not', async () => {
      mailbox = await createMailbox()
      const topic = topicOf()
      await mailbox.subscribe(topic, 'bob')
      await mailbox.store(message(topic, 'short', 1), 'alice')
      expect(await hashes(topic, 'bob')).toEqual(['short'])
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      expect(await hashes(topic, 'bob')).toEqual([])
      await mailbox.ack(topic, 'short', 'bob') // too late: nothing to do, no error
    })
  })
}
