import { createChannelStore } from '../channels/channelStore.ts'
import { createFarcasterRelay } from '../server/createFarcasterRelay.ts'
import { FarcasterRelayConfigError, readFarcasterRelayConfig } from './readFarcasterRelayConfig.ts'

// `npm start -w services/farcaster-relay`: the Farcaster auth relay on PORTICO_FARCASTER_RELAY_PORT (default
// 8792), configured by the variables readFarcasterRelayConfig lists. Channels live in this process (ADR 0022).
let config: ReturnType<typeof readFarcasterRelayConfig>
try {
  config = readFarcasterRelayConfig(process.env)
} catch (error) {
  if (!(error instanceof FarcasterRelayConfigError)) throw error
  console.error(error.message)
  process.exit(2)
}
const relay = createFarcasterRelay({
  store: createChannelStore({ maxChannels: config.maxChannels }),
  connectUrl: config.connectUrl,
})
await relay.listen({ host: config.host, port: config.port })
console.log(`Farcaster relay on http://${config.host}:${config.port} (connect URL ${config.connectUrl})`)
let closing = false
function close() {
  if (closing) return
  closing = true
  relay.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, close)
// No orphan when the process that started us (the stack) is killed outright: we get re-parented, so ppid changes.
const parent = process.ppid
setInterval(() => process.ppid !== parent && close(), 1_000).unref()
