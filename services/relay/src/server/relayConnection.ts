import { randomUUID } from 'node:crypto'
import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import type { StoredMessage } from '../mailbox/mailbox.ts'

/** A message as the wire carries it (irn_subscription data, irn_fetchMessages entries). */
export function toWireMessage({ topic, message, publishedAt, tag, attestation }: StoredMessage) {
  return { topic, message, publishedAt, tag, ...(attestation ? { attestation } : {}) }
}

/**
 * One client socket: who it is, what it is subscribed to, the deliveries it has not acknowledged yet, its
 * liveness for pings and its request allowance.
 */
export class RelayConnection {
  /** This socket's own id: mailbox subscriptions are per socket, so one closing leaves the client's others. */
  readonly socketId = randomUUID()
  /** topic → subscription id. */
  readonly subscriptions = new Map<string, string>()
  /** Outgoing irn_subscription ids waiting for the client's acknowledgement. */
  readonly #awaitingAck = new Map<number, { topic: string; hash: string; key: string }>()
  /** `topic:hash` of those deliveries, so one message is never in flight twice on this socket. */
  readonly #inFlight = new Set<string>()
  /** Whether the socket answered the last ping. */
  alive = true
  /** Whether {@link transport} is corked until the next tick. */
  #corked = false
  #nextId = Date.now() * 1000
  #tokens: number
  #refilledAt = Date.now()

  constructor(
    readonly socket: WebSocket,
    /** The client's did:key: the same across reconnects, so acknowledgements survive them. */
    readonly clientId: string,
    private readonly requestsPerSecond: number,
    /** Unsent bytes past which the client counts as not reading, and is closed. */
    private readonly maxBufferedBytes = Number.POSITIVE_INFINITY,
    /**
     * The connection under `socket` (its TCP socket): corked from a tick's first frame to the next tick, so
     * the frames of one tick (answers and deliveries of a whole Redis batch) leave in one write.
     */
    private readonly transport?: Pick<Duplex, 'cork' | 'uncork'>,
  ) {
    this.#tokens = requestsPerSecond * 2
  }

  /**
   * Sends a JSON-RPC frame if the socket is still open. A client that leaves more than its allowance unread (once
   * the tick's frames are written) is terminated: the relay does not buffer without bound for a reader that never reads (its messages stay in
   * the mailbox for its next socket).
   */
  send(payload: object): void {
    this.sendText(JSON.stringify(payload))
  }

  /** {@link send} for a frame already serialised. */
  sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return
    if (this.transport && !this.#corked) {
      this.#corked = true
      this.transport.cork()
      process.nextTick(() => {
        this.#corked = false
        this.transport!.uncork()
        this.#cutOffSlowReader()
      })
    }
    this.socket.send(text)
    if (!this.#corked) this.#cutOffSlowReader()
  }

  /** What the kernel did not take counts as unread; past the allowance the socket is closed. */
  #cutOffSlowReader(): void {
    if (this.socket.bufferedAmount > this.maxBufferedBytes) this.socket.terminate()
  }

  /**
   * Delivers `message` by irn_subscription if this socket is subscribed to its topic and is not already
   * waiting for the client to acknowledge it (a live publish racing the mailbox's catch-up on subscribe, or a
   * second subscribe to the same topic, would otherwise send it twice).
   */
  deliver(message: StoredMessage): void {
    const subscriptionId = this.subscriptions.get(message.topic)
    if (!subscriptionId) return
    const key = `${message.topic}:${message.hash}`
    if (this.#inFlight.has(key)) return
    const id = this.#nextId++
    this.#awaitingAck.set(id, { topic: message.topic, hash: message.hash, key })
    this.#inFlight.add(key)
    // The same text JSON.stringify gives for { id, jsonrpc, method, params: { id, data } }, without the objects.
    this.sendText(
      `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":${JSON.stringify(subscriptionId)},"data":${JSON.stringify(toWireMessage(message))}}}`,
    )
  }

  /** The delivery the client answered with `id`, now settled; `undefined` for an id the relay did not send. */
  settleDelivery(id: number): { topic: string; hash: string; key: string } | undefined {
    const delivery = this.#awaitingAck.get(id)
    if (!delivery) return undefined
    this.#awaitingAck.delete(id)
    this.#inFlight.delete(delivery.key)
    return delivery
  }

  /** Takes one request from the allowance (token bucket: bursts of twice the rate); false when it is spent. */
  takeRequest(): boolean {
    const now = Date.now()
    this.#tokens = Math.min(
      this.requestsPerSecond * 2,
      this.#tokens + ((now - this.#refilledAt) / 1000) * this.requestsPerSecond,
    )
    this.#refilledAt = now
    if (this.#tokens < 1) return false
    this.#tokens -= 1
    return true
  }
}
