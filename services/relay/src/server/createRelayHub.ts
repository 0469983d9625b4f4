import { hash } from 'node:crypto'
import { MailboxFullError, MailboxQuotaError, type Mailbox, type StoredMessage } from '../mailbox/mailbox.ts'
import { createByteAllowance } from './createByteAllowance.ts'
import { logRelayError } from './logRelayError.ts'
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

// One-shot hashing: no Hash object per message.
const sha256 = (text: string) => hash('sha256', text, 'hex')

/** A mailbox refusal (quota, full store) as the JSON-RPC error the client gets; anything else unchanged. */
function answeringLimit(error: unknown): unknown {
  if (error instanceof MailboxQuotaError || error instanceof MailboxFullError)
    return new RelayRequestError(LIMIT_EXCEEDED, error.message)
  return error
}

/**
 * Runs a mailbox write whose loss costs only bookkeeping (a subscription record, an acknowledgement): when the
 * store is full it is logged and skipped, so a full Redis still delivers what it holds.
 */
async function unlessFull(context: string, write: () => Promise<void>): Promise<void> {
  try {
    await write()
  } catch (error) {
    if (!(error instanceof MailboxFullError)) throw error
    logRelayError(context, error)
  }
}

/**
 * Subscriptions of this process's sockets over the shared {@link Mailbox}: subscribe (delivering what waited),
 * publish (within the client's bytes per minute; store, deliver here, fan out), fetch, renewing the mailbox
 * subscriptions of open sockets, and dropping those of a socket that closed.
 */
export function createRelayHub({
  mailbox,
  fanOut,
  maxTopicsPerSocket,
  publishBytesPerMinute,
}: {
  mailbox: Mailbox
  fanOut: RelayFanOut | undefined
  maxTopicsPerSocket: number
  publishBytesPerMinute: number
}) {
  const topics = new Map<string, Set<RelayConnection>>()
  const allowance = createByteAllowance(publishBytesPerMinute)

  // Open sockets renew their subscriptions well before they lapse; a socket that is gone stops renewing.
  const renewer = setInterval(
    () => {
      for (const [topic, subscribers] of topics)
        for (const { clientId, socketId } of subscribers)
          mailbox
            .subscribe(topic, clientId, socketId)
            .catch((error: unknown) => logRelayError('renewing a subscription failed', error))
    },
    (mailbox.limits.subscriptionTtlSeconds * 1000) / 3,
  )
  renewer.unref()

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
        try {
          await unlessFull('subscription not recorded, delivering anyway', () =>
            mailbox.subscribe(topic, connection.clientId, connection.socketId),
          )
        } catch (error) {
          leave(connection, topic)
          throw error
        }
      }
      // What waited for this client is delivered right after the answer to the subscribe.
      const pending = await mailbox.pending(topic, connection.clientId)
      setImmediate(() => pending.forEach((message) => connection.deliver(message)))
      return id
    },

    /** An explicit unsubscribe: this socket stops being a recipient of the topic. */
    async unsubscribe(connection: RelayConnection, topic: string): Promise<void> {
      leave(connection, topic)
      await mailbox.unsubscribe(topic, connection.clientId, connection.socketId)
    },

    /**
     * A closed socket leaves its topics here and in the mailbox. What it has not acknowledged stays pending for
     * its client until the message's TTL, so a reconnect that subscribes again still gets it.
     */
    disconnect(connection: RelayConnection): void {
      for (const topic of [...connection.subscriptions.keys()]) {
        leave(connection, topic)
        mailbox
          .unsubscribe(topic, connection.clientId, connection.socketId)
          .catch((error: unknown) => logRelayError('dropping a closed socket subscription failed', error))
      }
    },

    /**
     * Takes `bytes` from the client's publish allowance.
     *
     * @throws {RelayRequestError} when the client published its bytes for this minute.
     */
    takePublishBytes(connection: RelayConnection, bytes: number): void {
      if (!allowance.take(connection.clientId, bytes))
        throw new RelayRequestError(
          LIMIT_EXCEEDED,
          `at most ${publishBytesPerMinute} bytes of messages per minute`,
        )
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
      try {
        message.ttl = await mailbox.store(message, publisher.clientId)
      } catch (error) {
        throw answeringLimit(error)
      }
      deliverHere(message, publisher.clientId)
      await fanOut?.publish(message, publisher.clientId)
    },

    async fetchMessages(connection: RelayConnection, topic: string) {
      const messages = await mailbox.pending(topic, connection.clientId)
      // Fetched is delivered: the client will not be sent these again.
      await Promise.all(
        messages.map((message) =>
          unlessFull('fetched message not recorded as delivered', () =>
            mailbox.ack(topic, message.hash, connection.clientId),
          ),
        ),
      )
      return messages.map(toWireMessage)
    },

    acknowledge(connection: RelayConnection, topic: string, hash: string): Promise<void> {
      return mailbox.ack(topic, hash, connection.clientId)
    },

    /** Stops renewing subscriptions and forgets publish allowances. */
    close(): void {
      clearInterval(renewer)
      allowance.close()
    },
  }
}
