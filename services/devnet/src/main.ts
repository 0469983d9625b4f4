// `npx tsx services/devnet/src/main.ts`: the three devnet chains until Ctrl-C, SIGTERM or the parent's death.
// Environment: PORTICO_DEVNET_PORT (8545; chain 31338 on +1), PORTICO_DEVNET_THREE_PORT (chain 31339; default
// PORTICO_DEVNET_PORT + 2), PORTICO_DEVNET_CACHE_DIR, PORTICO_DEVNET_VERBOSE=1.
import { devnetChains } from './fixtures/devnetChains.ts'
import { devnetThreeChain } from './fixtures/devnetThree/devnetThreeChain.ts'
import { startDevnet, type RunningDevnet, type StartableDevnetChainId } from './startDevnet.ts'

const basePort = Number(process.env.PORTICO_DEVNET_PORT ?? 8545)
if (!Number.isInteger(basePort) || basePort < 1 || basePort > 65_534) {
  console.error(
    `PORTICO_DEVNET_PORT must be a port number below 65535, got '${process.env.PORTICO_DEVNET_PORT}'`,
  )
  process.exit(1)
}
const threePort = Number(process.env.PORTICO_DEVNET_THREE_PORT || basePort + 2)
if (!Number.isInteger(threePort) || threePort < 0 || threePort > 65_535) {
  console.error(
    `PORTICO_DEVNET_THREE_PORT must be a port number (0 for any free one), got '${process.env.PORTICO_DEVNET_THREE_PORT}'`,
  )
  process.exit(1)
}
const verbose = process.env.PORTICO_DEVNET_VERBOSE === '1'
const stateCacheDir = process.env.PORTICO_DEVNET_CACHE_DIR || undefined

const devnets: RunningDevnet<StartableDevnetChainId>[] = []
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

const chains: { chainId: StartableDevnetChainId; port: number }[] = [
  ...devnetChains.map((chain, offset) => ({ chainId: chain.id, port: basePort + offset })),
  { chainId: devnetThreeChain.id, port: threePort },
]
const started = await Promise.allSettled(
  chains.map(({ chainId, port }) =>
    startDevnet<StartableDevnetChainId>({
      chainId,
      port,
      stateCacheDir,
      onLog: verbose ? (line) => console.log(`[${chainId}] ${line}`) : undefined,
    }),
  ),
)
for (const result of started) {
  if (result.status === 'fulfilled') devnets.push(result.value)
  else console.error(result.reason instanceof Error ? result.reason.message : result.reason)
}
if (devnets.length < chains.length) await shutDown(1)

console.log(`devnet ready ${devnets.map((devnet) => devnet.rpcUrl).join(' ')}`)
