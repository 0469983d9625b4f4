import { spawn } from 'node:child_process'
import { createWriteStream, readFileSync } from 'node:fs'

/** Options of {@link runLogged}. */
export interface RunLoggedOptions {
  cwd: string
  env: NodeJS.ProcessEnv
  /** Where the command's output goes (both streams). */
  logFile: string
}

/** The last lines of a log, for an error message. */
export function logTail(logFile: string, lines = 40): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no output)'
  }
}

/**
 * Runs a command to its end with its output in `logFile`, and resolves with how long it took (ms). Rejects
 * with the log's tail when it cannot start or exits non-zero.
 *
 * @example
 * const ms = await runLogged('npm', ['install'], { cwd: appDir, env, logFile: `${appDir}.install.log` })
 */
export async function runLogged(command: string, args: string[], options: RunLoggedOptions): Promise<number> {
  const started = performance.now()
  const log = createWriteStream(options.logFile)
  await new Promise<void>((resolve, reject) => {
    log.once('open', () => resolve())
    log.once('error', reject)
  })
  try {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject)
      child.once('close', resolve)
    })
    if (code !== 0) {
      throw new Error(
        `\`${[command, ...args].join(' ')}\` in ${options.cwd} exited ${code}:\n${logTail(options.logFile)}`,
      )
    }
  } finally {
    await new Promise((resolve) => log.end(resolve))
  }
  return performance.now() - started
}
