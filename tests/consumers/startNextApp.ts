import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { join } from 'node:path'
import { logTail } from './runLogged.ts'

/** A running `next start` and how to stop it. */
export interface RunningNextApp {
  url: string
  logFile: string
  stop: () => Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined)
  return response?.ok === true
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve()
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return Promise.resolve()
  }
  return Promise.race([exited, sleep(5_000)]).then(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // already gone
    }
  })
}

/**
 * Starts a built Next.js app with its own `next start` on `port`, with its output in `logFile`, and resolves
 * once its page answers.
 *
 * @throws when the server exits or does not answer within `timeoutMs`, with the end of its log.
 *
 * @example
 * const next = await startNextApp(appDir, 25202, env, '/tmp/…/next-start.log')
 * await next.stop()
 */
export async function startNextApp(
  dir: string,
  port: number,
  env: NodeJS.ProcessEnv,
  logFile: string,
  timeoutMs = 60_000,
): Promise<RunningNextApp> {
  const log = createWriteStream(logFile)
  const child = spawn(
    join(dir, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: dir,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const url = `http://localhost:${port}`
  const stop = () => stopGroup(child)
  const deadline = Date.now() + timeoutMs
  while (!(await answers(`http://127.0.0.1:${port}`))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`next start in ${dir} did not answer on port ${port}:\n${logTail(logFile)}`)
    }
    await sleep(200)
  }
  return { url, logFile, stop }
}
