import { randomUUID } from 'node:crypto'
import type { RelayFanOut } from '../server/createRelayHub.ts'
import type { StoredMessage } from './mailbox.ts'
import { connectRedis } from './createRedisMailbox.ts'

/**
 * Carries every published message to the other relay processes over Redis pub/sub, so a publisher on one
 * process reaches subscribers connected to another. A process ignores its own messages.
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
  const publisher = await connectRedis(url)
  const subscriber = await connectRedis(url)
  return {
    async publish(message, publisherId) {
      await publisher.publish(channel, JSON.stringify({ origin, message, publisherId }))
    },
    async listen(deliver) {
      await subscriber.subscribe(channel, (raw) => {
        let parsed: { origin: string; message: StoredMessage; publisherId: string }
        try {
          parsed = JSON.parse(raw) as typeof parsed
        } catch {
          // Someone else wrote to the channel: say so, without its content (it may be a message body), and
          // keep serving the messages that are ours.
          console.error(
            `[relay] ignoring a malformed fan-out message on ${channel} (${raw.length} characters)`,
          )
          return
        }
        if (parsed.origin !== origin) deliver(parsed.message, parsed.publisherId)
      })
    },
    async close() {
      publisher.destroy()
      subscriber.destroy()
    },
  }
}
