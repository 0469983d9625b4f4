// Test support for the scale-out test: the data API as production runs it, a real `main.ts` process with its
// own indexer, on a port of its own, sharing PostgreSQL and Redis with its siblings.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { devnetConfigPath } from '@portico/api/testing/devnet'

const mainPath = fileURLToPath(new URL('../../../services/api/src/main.ts', import.meta.url))

/** Parameters of {@link startApiProcess}. */
export interface StartApiProcessParameters {
  /** Environment on top of this process's: DATABASE_URL, REDIS_URL, PORTICO_RPC_URLS, PORTICO_INDEXER_*… */
  env: Record<string, string>
  /** Names the process in failure messages. */
  name: string
}

/** A running {@link startApiProcess}. */
export interface ApiProcess {
  /** `http://127.0.0.1:<port>` it listens on. */
  url: string
  /** Its process id, which its indexer's lease holder name carries (`<host>:<pid>:<random>`). */
  pid: number
  /** Every log line it printed so far (pino JSON), parsed. */
  readonly logs: { level: number; msg: string }[]
  /** SIGTERM, then resolves once it exited (its indexer gives its leases up on the way). */
  stop(): Promise<void>
}

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/

function collectLogs(child: ChildProcess, logs: ApiProcess['logs'], onLine: (msg: string) => void) {
  let buffer = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8')
    const lines = buffer.split('\n')
    buffer = lines.pop()!
    for (const line of lines) {
      if (!line.startsWith('{')) continue
      const entry = JSON.parse(line) as { level: number; msg: string }
      logs.push(entry)
      onLine(entry.msg)
    }
  })
}

/**
 * Starts `services/api/src/main.ts` on a free port (PORTICO_API_PORT=0, read back from its "Server listening"
 * line) with the devnet's config file, and resolves once it serves.
 *
 * @throws Error naming the process and its stderr when it exits before listening or takes over 90 s.
 * @example
 * const api = await startApiProcess({ name: 'api-1', env: { DATABASE_URL, REDIS_URL } })
 * await fetch(`${api.url}/health`)
 */
export async function startApiProcess({ env, name }: StartApiProcessParameters): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--conditions=@portico/source', '--import', 'tsx', mainPath], {
    env: {
      ...process.env,
      PORTICO_CONFIG: devnetConfigPath,
      PORTICO_API_HOST: '127.0.0.1',
      PORTICO_API_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: ApiProcess['logs'] = []
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not listen within 90 s:\n${stderr}`)),
      90_000,
    )
    collectLogs(child, logs, (msg) => {
      const match = LISTENING.exec(msg)
      if (!match) return
      clearTimeout(timer)
      resolve(match[1]!)
    })
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited with ${code} before listening:\n${stderr}`))
    })
  })
  return {
    url,
    pid: child.pid!,
    logs,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}
