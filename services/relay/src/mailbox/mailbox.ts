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

/**
 * Where messages wait for their subscribers. A message stays until its TTL ends or every client that was
 * subscribed when it was published has acknowledged it; with no subscriber it waits for the first one, so a
 * peer that subscribes late or reconnects loses nothing.
 */
export interface Mailbox {
  /** `clientId` now receives `topic`'s messages; it stays a recipient across reconnects until it unsubscribes. */
  subscribe(topic: string, clientId: string): Promise<void>
  /** `clientId` no longer receives `topic`'s messages. */
  unsubscribe(topic: string, clientId: string): Promise<void>
  /**
   * Keeps `message` for every client subscribed to its topic except `publisherId`; with none, for the first
   * to subscribe. Idempotent per (topic, hash).
   */
  store(message: StoredMessage, publisherId: string): Promise<void>
  /** Messages of `topic` that `clientId` has not acknowledged and whose TTL has not ended, oldest first. */
  pending(topic: string, clientId: string): Promise<StoredMessage[]>
  /** Records that `clientId` has `hash`; drops the message once every recipient has it. */
  ack(topic: string, hash: string, clientId: string): Promise<void>
  /** Frees what the mailbox holds (timers, connections). */
  close(): Promise<void>
}
