import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { DEVNET_ACCOUNT_BALANCE_ETH, DEVNET_MNEMONIC, devnetAccounts } from '../fixtures/devnetAccounts.ts'
import { anvilBinary } from './anvilBinary.ts'

/** Thrown when anvil cannot start: port taken, bad state file, crash, or no "Listening on" in time. */
export class DevnetStartError extends Error {
  override name = 'DevnetStartError'
}

/** Parameters of {@link spawnAnvil}. */
export interface SpawnAnvilParameters {
  chainId: number
  /** Port on 127.0.0.1; 0 lets the system choose. */
  port: number
  /** A state file written earlier (see the state cache) to start from instead of an empty chain. */
  loadStatePath?: string
  /** Unix seconds of the genesis block, when the chain should start in the past; later blocks follow on. */
  genesisTimestamp?: number
  /** Receives every line anvil prints. */
  onLog?: (line: string) => void
  /** How long to wait for anvil to listen. */
  startTimeoutMs?: number
}

/** A running anvil. */
export interface AnvilProcess {
  port: number
  pid: number
  /** Ends anvil (SIGTERM, then SIGKILL after 5 s) and resolves once it has exited. */
  stop(): Promise<void>
}

const liveChildren = new Set<ChildProcess>()
let exitHookInstalled = false

function killChildrenOnExit(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  // Last resort when the owner forgets stop() or exits abruptly: never leave an anvil behind.
  process.on('exit', () => {
    for (const child of liveChildren) child.kill('SIGKILL')
  })
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve()
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(forceKill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Starts anvil on 127.0.0.1 with the devnet's chain id and accounts and waits until it listens.
 *
 * @example
 * const anvil = await spawnAnvil({ chainId: 31337, port: 0 })
 * await anvil.stop()
 */
export function spawnAnvil(parameters: SpawnAnvilParameters): Promise<AnvilProcess> {
  const { chainId, port, loadStatePath, genesisTimestamp, onLog, startTimeoutMs = 30_000 } = parameters
  const args = [
    ['--host', '127.0.0.1'],
    ['--port', String(port)],
    ['--chain-id', String(chainId)],
    ['--mnemonic', DEVNET_MNEMONIC],
    ['--accounts', String(devnetAccounts.length)],
    ['--balance', String(DEVNET_ACCOUNT_BALANCE_ETH)],
    loadStatePath ? ['--load-state', loadStatePath] : [],
    genesisTimestamp === undefined ? [] : ['--timestamp', String(genesisTimestamp)],
  ].flat()
  const child = spawn(anvilBinary().path, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  liveChildren.add(child)
  killChildrenOnExit()
  child.once('exit', () => liveChildren.delete(child))

  const recentLines: string[] = []
  const remember = (line: string): void => {
    recentLines.push(line)
    if (recentLines.length > 40) recentLines.shift()
    onLog?.(line)
  }
  const output = (): string => recentLines.filter((line) => line.trim() !== '').join('\n')
  const where = `anvil for chain ${chainId} on 127.0.0.1:${port}`

  return new Promise<AnvilProcess>((resolve, reject) => {
    let settled = false
    const fail = (message: string): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void stopChild(child).then(() => reject(new DevnetStartError(message)))
    }
    const timer = setTimeout(
      () => fail(`${where} did not start listening within ${startTimeoutMs} ms. Output:\n${output()}`),
      startTimeoutMs,
    )

    createInterface({ input: child.stderr! }).on('line', remember)
    createInterface({ input: child.stdout! }).on('line', (line) => {
      remember(line)
      const listening = /Listening on [\d.]+:(\d+)/.exec(line)
      if (!listening || settled) return
      settled = true
      clearTimeout(timer)
      resolve({ port: Number(listening[1]), pid: child.pid!, stop: () => stopChild(child) })
    })
    child.once('error', (error) =>
      fail(`${where} could not be run (${anvilBinary().path}): ${error.message}`),
    )
    // 'close' comes after the output streams end, so the message holds anvil's last words.
    child.once('close', (code, signal) => {
      const hint = /Address already in use/.test(output())
        ? ` Port ${port} is taken (another devnet still running?); pass port 0 to pick a free one.`
        : ''
      fail(`${where} exited (${signal ?? `code ${code}`}) before it was ready.${hint} Output:\n${output()}`)
    })
  })
}
