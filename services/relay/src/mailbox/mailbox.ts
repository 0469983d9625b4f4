/** A published message as the relay keeps and delivers it. */
export interface StoredMessage {
  topic: string
  /** The client's encrypted envelope, as published. */
  message: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  /** WalletConnect message tag (e.g. 1100 session proposal). */
  tag: number
  /** Seconds the message may wait for its subscribers. */
  ttl: number
  /** sha256 of `message`, hex: the message's identity (a re-publish is the same message). */
  hash: string
  /** Verify attestation the publisher attached, passed on untouched. */
  attestation?: string | undefined
}

/** What a mailbox keeps, and for how long; every one has a default ({@link DEFAULT_MAILBOX_LIMITS}). */
export interface MailboxLimits {
  /** Seconds a subscription counts without being renewed (default 300; the relay renews open sockets'). */
  subscriptionTtlSeconds: number
  /** Longest TTL of a message for a topic no client but its publisher subscribes to (default 300). */
  unsubscribedTtlSeconds: number
  /** Bytes of live messages one client may have stored at once (default 16 MiB). */
  maxStoredBytesPerClient: number
  /** Bytes of live messages all clients together may have stored (default 256 MiB). */
  maxStoredBytes: number
}

export const DEFAULT_MAILBOX_LIMITS: MailboxLimits = {
  subscriptionTtlSeconds: 300,
  unsubscribedTtlSeconds: 300,
  maxStoredBytesPerClient: 16 * 1024 * 1024,
  maxStoredBytes: 256 * 1024 * 1024,
}

/** A message refused because its publisher, or the relay as a whole, already stores its quota of bytes. */
export class MailboxQuotaError extends Error {
  override name = 'MailboxQuotaError'
}

/** A message or subscription refused because the store itself is full (Redis answered OOM). */
export class MailboxFullError extends Error {
  override name = 'MailboxFullError'
  constructor(options?: ErrorOptions) {
    super('the relay is full; try again later', options)
  }
}

/**
 * Where messages wait for their subscribers. A message stays until its TTL ends, for every client that has not
 * acknowledged it yet, whenever it subscribes: a client acknowledging a message never takes it from another
 * (an early rogue subscriber to a pairing topic cannot swallow the proposal). A message for a topic no client
 * but its publisher subscribes to is kept at most {@link MailboxLimits.unsubscribedTtlSeconds}; subscriptions
 * are per socket and lapse unless renewed within {@link MailboxLimits.subscriptionTtlSeconds}.
 */
export interface Mailbox {
  /** The limits this mailbox keeps. */
  readonly limits: MailboxLimits
  /** The socket `socketId` of `clientId` subscribes to `topic`, or renews that subscription. */
  subscribe(topic: string, clientId: string, socketId: string): Promise<void>
  /** The socket `socketId` of `clientId` no longer subscribes to `topic` (it unsubscribed, or closed). */
  unsubscribe(topic: string, clientId: string, socketId: string): Promise<void>
  /**
   * Keeps `message` for every client but `publisherId` until its TTL ends, and resolves with that TTL in
   * seconds (shortened when no other client subscribes). Idempotent per (topic, hash).
   *
   * @throws {MailboxQuotaError} when the publisher or the relay stores its quota of bytes.
   * @throws {MailboxFullError} when the store itself refuses writes.
   */
  store(message: StoredMessage, publisherId: string): Promise<number>
  /** Messages of `topic` that `clientId` has not acknowledged and whose TTL has not ended, oldest first. */
  pending(topic: string, clientId: string): Promise<StoredMessage[]>
  /** Records that `clientId` has `hash`, so it is not offered to that client again. */
  ack(topic: string, hash: string, clientId: string): Promise<void>
  /** Frees what the mailbox holds (timers, connections). */
  close(): Promise<void>
}
