import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** A relay process this script started, and the way to ask it for its memory. */
export interface MeasuredRelay {
  url: string
  child: ChildProcess
  /** The relay's `process.memoryUsage()`, asked over its IPC channel. */
  memory(): Promise<NodeJS.MemoryUsage>
  stop(): Promise<void>
}

const cli = fileURLToPath(new URL('../src/cli/relay.ts', import.meta.url))

/**
 * Starts `src/cli/relay.ts` on a free loopback port with an IPC channel (over which relay.ts answers
 * 'memory', after a full garbage collection: it runs with --expose-gc), passing `env` on top of this process's
 * environment.
 */
export async function startMeasuredRelay(env: Record<string, string>): Promise<MeasuredRelay> {
  const child = fork(cli, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, PORTICO_RELAY_HOST: '127.0.0.1', PORTICO_RELAY_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (data: Buffer) => {
      output += data
      const match = /relay listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.stderr!.on('data', (data: Buffer) => (output += data))
    child.once('exit', (code) => reject(new Error(`the relay exited ${code}:\n${output}`)))
  })
  // The relay's own log lines are not this report's; keep only the count.
  let logLines = 0
  child.stderr!.on('data', (data: Buffer) => (logLines += String(data).split('\n').length - 1))
  return {
    url: `ws://127.0.0.1:${port}`,
    child,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (usage) => resolve(usage as NodeJS.MemoryUsage))
        child.send('memory')
      }),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      console.log(`(the relay wrote ${logLines} log lines)`)
    },
  }
}
