import { createHash } from 'node:crypto'
import type { Mailbox, StoredMessage } from '../mailbox/mailbox.ts'
import type { RelayConnection } from './relayConnection.ts'
import { toWireMessage } from './relayConnection.ts'
import { LIMIT_EXCEEDED, RelayRequestError } from './relayErrors.ts'

/** Carries published messages to the relay processes that hold a topic's other subscribers. */
export interface RelayFanOut {
  /** Sends `message`, published by the client `publisherId`, to every other process. */
  publish(message: StoredMessage, publisherId: string): Promise<void>
  /** Calls `deliver` with messages other processes published, and who published them. */
  listen(deliver: (message: StoredMessage, publisherId: string) => void): Promise<void>
  close(): Promise<void>
}

/** How a message is published. */
export interface PublishOptions {
  ttl: number
  tag: number
  attestation?: string | undefined
}

/** The relay's topics: who is subscribed here, what the mailbox keeps, and fan-out to other processes. */
export type RelayHub = ReturnType<typeof createRelayHub>

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Subscriptions of this process's sockets over the shared {@link Mailbox}: subscribe (delivering what waited),
 * publish (store, deliver here, fan out), fetch, and forgetting a socket that closed.
 */
export function createRelayHub({
  mailbox,
  fanOut,
  maxTopicsPerSocket,
}: {
  mailbox: Mailbox
  fanOut: RelayFanOut | undefined
  maxTopicsPerSocket: number
}) {
  const topics = new Map<string, Set<RelayConnection>>()

  /** Delivers to this process's subscribers, except the publisher's own client (on any of its sockets). */
  function deliverHere(message: StoredMessage, publisherId: string) {
    for (const subscriber of topics.get(message.topic) ?? []) {
      if (subscriber.clientId !== publisherId) subscriber.deliver(message)
    }
  }

  function leave(connection: RelayConnection, topic: string) {
    connection.subscriptions.delete(topic)
    const subscribers = topics.get(topic)
    subscribers?.delete(connection)
    if (subscribers?.size === 0) topics.delete(topic)
  }

  return {
    deliverHere,

    async subscribe(connection: RelayConnection, topic: string): Promise<string> {
      let id = connection.subscriptions.get(topic)
      if (!id) {
        if (connection.subscriptions.size >= maxTopicsPerSocket)
          throw new RelayRequestError(LIMIT_EXCEEDED, `at most ${maxTopicsPerSocket} topics per socket`)
        id = sha256(`${connection.clientId}:${topic}`)
        connection.subscriptions.set(topic, id)
        const subscribers = topics.get(topic) ?? new Set<RelayConnection>()
        subscribers.add(connection)
        topics.set(topic, subscribers)
        await mailbox.subscribe(topic, connection.clientId)
      }
      // What waited for this client is delivered right after the answer to the subscribe.
      const pending = await mailbox.pending(topic, connection.clientId)
      setImmediate(() => pending.forEach((message) => connection.deliver(message)))
      return id
    },

    /** An explicit unsubscribe: the client stops being a recipient of the topic. */
    async unsubscribe(connection: RelayConnection, topic: string): Promise<void> {
      leave(connection, topic)
      await mailbox.unsubscribe(topic, connection.clientId)
    },

    /**
     * A closed socket leaves the topics here, not in the mailbox: the client stays a recipient and gets what it
     * missed when it reconnects and subscribes again.
     */
    disconnect(connection: RelayConnection): void {
      for (const topic of [...connection.subscriptions.keys()]) leave(connection, topic)
    },

    async publish(publisher: RelayConnection, topic: string, text: string, options: PublishOptions) {
      const message: StoredMessage = {
        topic,
        message: text,
        publishedAt: Date.now(),
        tag: options.tag,
        ttl: options.ttl,
        hash: sha256(text),
        attestation: options.attestation,
      }
      await mailbox.store(message, publisher.clientId)
      deliverHere(message, publisher.clientId)
      await fanOut?.publish(message, publisher.clientId)
    },

    async fetchMessages(connection: RelayConnection, topic: string) {
      const messages = await mailbox.pending(topic, connection.clientId)
      // Fetched is delivered: the client will not be sent these again.
      await Promise.all(messages.map((message) => mailbox.ack(topic, message.hash, connection.clientId)))
      return messages.map(toWireMessage)
    },

    acknowledge(connection: RelayConnection, topic: string, hash: string): Promise<void> {
      return mailbox.ack(topic, hash, connection.clientId)
    },
  }
}
