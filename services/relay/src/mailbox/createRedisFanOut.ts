import { randomUUID } from 'node:crypto'
import type { RelayFanOut } from '../server/createRelayHub.ts'
import { batchPerTick } from './batchPerTick.ts'
import { connectRedis } from './createRedisMailbox.ts'
import type { StoredMessage } from './mailbox.ts'

/** One published message as it crosses processes. */
interface FannedOutMessage {
  message: StoredMessage
  publisherId: string
}

/**
 * What one process publishes on the channel per turn of its event loop. `origin` comes first, so a process
 * recognises its own batches without parsing them. A lone `message` is what earlier relays published.
 */
type FanOutPayload = { origin: string } & (
  { messages: FannedOutMessage[] } | ({ messages?: undefined } & FannedOutMessage)
)

/**
 * Carries every published message to the other relay processes over Redis pub/sub, so a publisher on one
 * process reaches subscribers connected to another. The messages of one turn of the event loop go out as one
 * PUBLISH; a process skips its own without parsing them.
 *
 * @example
 * const relay = await createRelayServer({ port, mailbox, fanOut: await createRedisFanOut({ url }) })
 */
export async function createRedisFanOut({
  url,
  channel = 'portico:relay:published',
}: {
  url: string
  channel?: string
}): Promise<RelayFanOut> {
  const origin = randomUUID()
  const ownPrefix = Buffer.from(JSON.stringify({ origin }).slice(0, -1))
  const publisher = await connectRedis(url)
  const subscriber = await connectRedis(url)
  const publishBatch = batchPerTick(async (messages: FannedOutMessage[]) => {
    await publisher.publish(channel, JSON.stringify({ origin, messages } satisfies FanOutPayload))
    return messages.map(() => undefined)
  })
  return {
    async publish(message, publisherId) {
      await publishBatch({ message, publisherId })
    },
    async listen(deliver) {
      // As bytes: a batch of this process's own is recognised without decoding it.
      const onMessage = (raw: Buffer) => {
        if (raw.subarray(0, ownPrefix.length).equals(ownPrefix)) return
        let parsed: FanOutPayload
        try {
          parsed = JSON.parse(raw.toString()) as FanOutPayload
        } catch {
          // Someone else wrote to the channel: say so, without its content (it may be a message body), and
          // keep serving the messages that are ours.
          console.error(
            `[relay] ignoring a malformed fan-out message on ${channel} (${raw.length} characters)`,
          )
          return
        }
        if (parsed.origin === origin) return
        for (const { message, publisherId } of parsed.messages ?? [parsed]) deliver(message, publisherId)
      }
      await subscriber.subscribe(channel, onMessage, true)
    },
    async close() {
      await publishBatch.settle()
      publisher.destroy()
      subscriber.destroy()
    },
  }
}
