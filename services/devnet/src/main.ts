// `npx tsx services/devnet/src/main.ts`: both devnet chains until Ctrl-C, SIGTERM or the parent's death.
// Environment: PORTICO_DEVNET_PORT (8545; chain 31338 on +1), PORTICO_DEVNET_CACHE_DIR, PORTICO_DEVNET_VERBOSE=1.
import { devnetChains } from './fixtures/devnetChains.ts'
import { startDevnet, type RunningDevnet } from './startDevnet.ts'

const basePort = Number(process.env.PORTICO_DEVNET_PORT ?? 8545)
if (!Number.isInteger(basePort) || basePort < 1 || basePort > 65_534) {
  console.error(
    `PORTICO_DEVNET_PORT must be a port number below 65535, got '${process.env.PORTICO_DEVNET_PORT}'`,
  )
  process.exit(1)
}
const verbose = process.env.PORTICO_DEVNET_VERBOSE === '1'
const stateCacheDir = process.env.PORTICO_DEVNET_CACHE_DIR || undefined

const devnets: RunningDevnet[] = []
let shuttingDown = false

async function shutDown(exitCode: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true
    await Promise.allSettled(devnets.map((devnet) => devnet.stop()))
  }
  process.exit(exitCode)
}

process.once('SIGINT', () => void shutDown(0))
process.once('SIGTERM', () => void shutDown(0))

// A parent killed with SIGKILL sends no signal; polling ppid is how we notice and avoid orphaned anvils.
const parentPid = process.ppid
setInterval(() => {
  if (process.ppid !== parentPid) void shutDown(0)
}, 1_000)

const started = await Promise.allSettled(
  devnetChains.map((chain, offset) =>
    startDevnet({
      chainId: chain.id,
      port: basePort + offset,
      stateCacheDir,
      onLog: verbose ? (line) => console.log(`[${chain.id}] ${line}`) : undefined,
    }),
  ),
)
for (const result of started) {
  if (result.status === 'fulfilled') devnets.push(result.value)
  else console.error(result.reason instanceof Error ? result.reason.message : result.reason)
}
if (devnets.length < devnetChains.length) await shutDown(1)

console.log(`devnet ready ${devnets.map((devnet) => devnet.rpcUrl).join(' ')}`)
