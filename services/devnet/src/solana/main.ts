// `npx tsx services/devnet/src/solana/main.ts`: the local Solana chain until Ctrl-C, SIGTERM or the parent's death.
// Environment: PORTICO_SOLANA_PORT (JSON-RPC, default 8899; 0 for any free pair), PORTICO_SOLANA_WS_PORT (default
// the RPC port + 1). Prints `solana ready <rpcUrl> <wsUrl>` once both listen.
import { DEVNET_SOLANA_DEFAULT_PORT } from './devnetSolanaFixtures.ts'
import { startSolanaChain } from './startSolanaChain.ts'

function portFromEnv(name: string, fallback: number | undefined): number | undefined {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`${name} must be a port number (0 for any free one), got '${raw}'`)
    process.exit(1)
  }
  return port
}

const chain = await startSolanaChain({
  port: portFromEnv('PORTICO_SOLANA_PORT', DEVNET_SOLANA_DEFAULT_PORT),
  wsPort: portFromEnv('PORTICO_SOLANA_WS_PORT', undefined),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

let shuttingDown = false
async function shutDown(): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true
    await chain.stop()
  }
  process.exit(0)
}

process.once('SIGINT', () => void shutDown())
process.once('SIGTERM', () => void shutDown())

// A parent killed with SIGKILL sends no signal; polling ppid is how we notice and avoid an orphaned chain.
const parentPid = process.ppid
setInterval(() => {
  if (process.ppid !== parentPid) void shutDown()
}, 1_000)

console.log(`solana ready ${chain.rpcUrl} ${chain.wsUrl}`)
