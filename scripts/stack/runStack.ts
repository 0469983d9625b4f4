import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { bundleServiceEntry } from './serviceBundle.mjs'
import type { StackService } from './stackServices.ts'

/** A started stack: its services and a stop that leaves no process behind. */
export interface RunningStack {
  services: StackService[]
  logDir: string
  /** Per service, milliseconds from runStack's call until it answered, in the order they answered. */
  timings: ServiceStartTiming[]
  stop: () => Promise<void>
}

/** When one service first answered its health check, in milliseconds since runStack was called. */
export interface ServiceStartTiming {
  name: string
  healthyMs: number
}

/**
 * When each service answered, for a log line.
 *
 * @example
 * describeStartTimings([{ name: 'api', healthyMs: 4_210 }]) // 'api 4.2 s'
 */
export function describeStartTimings(timings: readonly ServiceStartTiming[]): string {
  return timings.map(({ name, healthyMs }) => `${name} ${(healthyMs / 1000).toFixed(1)} s`).join(', ')
}

export interface RunStackOptions {
  services: StackService[]
  /** Where each service's output goes, one file per service. */
  logDir: string
  /** Longest wait for one service to answer its health check. */
  readyTimeoutMs?: number
  /** Extra environment for every service (e.g. a run id). */
  env?: Record<string, string>
  /** Aborting it (Ctrl-C before the stack is ready) stops every service started so far; runStack rejects. */
  signal?: AbortSignal
  /** Where services' entries are bundled (serviceBundle.mjs); default node_modules/.cache/portico-stack. */
  bundleDir?: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The command that runs `service`: its entry's bundle under plain Node, or its own command. */
async function commandOf(
  service: StackService,
  bundleDir: string | undefined,
): Promise<{ command: string; args: string[] }> {
  if (!('entry' in service)) return service
  const bundle = await bundleServiceEntry({ entry: service.entry, bundleDir })
  // Stack traces name the TypeScript sources.
  return { command: process.execPath, args: ['--enable-source-maps', bundle.path] }
}

function tail(path: string, lines = 30): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no output)'
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** Signals a whole process group (the service and whatever it started, such as anvil). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  signalGroup(child, 'SIGTERM')
  const done = await Promise.race([exited(child).then(() => true), sleep(5_000).then(() => false)])
  // Whatever is left in the group (a service that ignored SIGTERM, or its children) is killed.
  signalGroup(child, 'SIGKILL')
  if (!done) await exited(child)
}

async function waitHealthy(
  service: StackService,
  child: ChildProcess,
  logFile: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    signal?.throwIfAborted()
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${service.name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(logFile)}`,
      )
    }
    const printedReady = !service.readyLine || service.readyLine.test(tail(logFile, 1_000))
    if (printedReady && (await service.isHealthy().catch(() => false))) return
    await sleep(200)
  }
  throw new Error(`${service.name} did not answer its health check within ${timeoutMs} ms:\n${tail(logFile)}`)
}

/**
 * Starts every service in its own process group, waits until each answers its health check, and returns a
 * stop function that ends every group. If one service fails to start, the others are stopped first.
 *
 * @example
 * const stack = await runStack({ services: stackServices(stackPorts()), logDir: '.portico/logs' })
 * await stack.stop()
 */
export async function runStack(options: RunStackOptions): Promise<RunningStack> {
  const startedAt = Date.now()
  const timings: ServiceStartTiming[] = []
  mkdirSync(options.logDir, { recursive: true })
  const children: ChildProcess[] = []
  const stop = async () => {
    await Promise.all(children.map(stopChild))
  }
  // A service that answers before it is started is another stack on the same ports (a second `npm start`, a
  // test run): its health checks would pass for ours, and ours would die with "port in use". Say so instead.
  const answering = await Promise.all(
    options.services.map((service) => service.isHealthy().catch(() => false)),
  )
  const taken = options.services.find((_, index) => answering[index])
  if (taken) {
    throw new Error(
      `${taken.name}: something already answers at ${taken.url}; stop the other stack (npm start, a test run) or choose other ports (PORTICO_PORT_OFFSET, PORTICO_E2E_PORT_OFFSET)`,
    )
  }
  const { signal } = options
  const stopOnAbort = () => void stop()
  signal?.addEventListener('abort', stopOnAbort, { once: true })
  try {
    signal?.throwIfAborted()
    await Promise.all(
      options.services.map(async (service) => {
        const logFile = join(options.logDir, `${service.name}.log`)
        const log = createWriteStream(logFile)
        const env = { ...process.env, ...options.env, ...service.env }
        const { command, args } = await commandOf(service, options.bundleDir)
        signal?.throwIfAborted()
        const child = spawn(command, args, {
          cwd: service.cwd,
          env,
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        children.push(child)
        child.stdout?.pipe(log)
        child.stderr?.pipe(log)
        await new Promise<void>((resolve, reject) => {
          child.once('spawn', resolve)
          child.once('error', (error) =>
            reject(new Error(`${service.name} could not start: ${error.message}`)),
          )
        })
        await waitHealthy(service, child, logFile, options.readyTimeoutMs ?? 120_000, signal)
        timings.push({ name: service.name, healthyMs: Date.now() - startedAt })
      }),
    )
  } catch (error) {
    await stop()
    throw error
  } finally {
    signal?.removeEventListener('abort', stopOnAbort)
  }
  return { services: options.services, logDir: options.logDir, timings, stop }
}
