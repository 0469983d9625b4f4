import { createHash, randomBytes } from 'node:crypto'
import type { SiwfRequest } from './siwfMessage.ts'

/** FIP-11 relays keep a channel for a few minutes; ours keeps each for ten. */
export const CHANNEL_LIFETIME_MS = 10 * 60_000

/** What the Farcaster wallet posted to a channel (FIP-11 authenticate body). */
export interface ChannelCompletion {
  message: string
  signature: string
  fid: number
  username: string
  bio: string
  displayName: string
  pfpUrl: string
  /** The address that signed (the message's). */
  custody: string
}

/** One channel: the app's request and, once a wallet answered, its signed message. */
export interface Channel {
  request: SiwfRequest
  url: string
  expiresAt: number
  completion: ChannelCompletion | undefined
}

/** The store is full: the relay refuses new channels until old ones expire. */
export class ChannelStoreFullError extends Error {
  override name = 'ChannelStoreFullError'
}

/** Channels by token, in this process's memory (ADR 0022). */
export interface ChannelStore {
  /** Opens a channel for `request` (its `channelToken` is made here) and returns it with its token. */
  create(request: Omit<SiwfRequest, 'channelToken'>, connectUrl: (request: SiwfRequest) => string): Channel
  /** The live channel of `token`, or undefined when unknown or expired. */
  get(token: string): Channel | undefined
  /** Records the wallet's answer; false when the channel is gone or already answered. */
  complete(token: string, completion: ChannelCompletion): boolean
  /** How many channels are held. */
  size(): number
}

const keyOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A channel store bounded to `maxChannels`, dropping expired channels as it goes. Tokens are kept only as
 * hashes, so a heap dump does not hand out live channels.
 *
 * @example
 * const store = createChannelStore({ maxChannels: 10_000 })
 * const channel = store.create({ domain, siweUri, nonce }, (request) => siwfConnectUrl(base, request))
 */
export function createChannelStore({
  maxChannels,
  now = Date.now,
  lifetimeMs = CHANNEL_LIFETIME_MS,
}: {
  maxChannels: number
  now?: () => number
  lifetimeMs?: number
}): ChannelStore {
  const channels = new Map<string, Channel>()
  const sweep = () => {
    const time = now()
    // A Map iterates in insertion order and every channel lives equally long: stop at the first live one.
    for (const [key, channel] of channels) {
      if (channel.expiresAt > time) break
      channels.delete(key)
    }
  }
  return {
    create(fields, connectUrl) {
      sweep()
      if (channels.size >= maxChannels)
        throw new ChannelStoreFullError('Too many open channels; try again later')
      const request: SiwfRequest = { ...fields, channelToken: randomBytes(24).toString('base64url') }
      const channel: Channel = {
        request,
        url: connectUrl(request),
        expiresAt: now() + lifetimeMs,
        completion: undefined,
      }
      channels.set(keyOf(request.channelToken), channel)
      return channel
    },
    get(token) {
      const channel = channels.get(keyOf(token))
      return channel && channel.expiresAt > now() ? channel : undefined
    },
    complete(token, completion) {
      const channel = this.get(token)
      if (!channel || channel.completion) return false
      channel.completion = completion
      return true
    },
    size: () => channels.size,
  }
}
