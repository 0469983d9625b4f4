import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** What Vite's dev server logs when it found a dependency on first use and reloaded every open page. */
const RELOAD_LINE = /optimized dependencies changed\. reloading/
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/**
 * Names the dev servers (demo, web wallet) that reloaded their pages during the run: such a reload lands in
 * whichever test is running and fails it at random, so the run must fail here, with the cause, instead.
 *
 * @example
 * devServerReloads('tests/e2e/test-results/stack-logs', ['demo', 'wallet']) // ['demo: … viem/accounts …']
 */
export function devServerReloads(logDir: string, services: readonly string[]): string[] {
  const found: string[] = []
  for (const service of services) {
    let log: string
    try {
      log = readFileSync(join(logDir, `${service}.log`), 'utf8')
    } catch {
      continue // a service that never started has no log; its start already failed the run
    }
    // Vite colours its lines; the escape codes sit between the words.
    const lines = log.replaceAll(ANSI_COLOUR, '').split('\n')
    const reloads = lines.filter((line) => RELOAD_LINE.test(line))
    if (reloads.length === 0) continue
    const optimized = lines
      .filter((line) => /dependenc(y|ies) optimized:/.test(line))
      .map((line) => line.trim())
    found.push(`${service}: ${[...optimized, ...reloads.map((line) => line.trim())].join(' | ')}`)
  }
  return found
}
