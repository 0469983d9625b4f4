import { readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The prefix of every consumer run's temporary folder. */
export const CONSUMER_RUN_PREFIX = 'portico-consumers-'

/**
 * Removes consumer-run folders in `dir` last changed more than `maxAgeMs` ago — left by a run that died, or
 * by another clone of the repository (each has its own run.json) — and returns their paths. A day is far
 * longer than a run, so a run in progress elsewhere keeps its folder.
 *
 * @example
 * removeStaleRuns() // ['/tmp/portico-consumers-Ab12Cd']
 */
export function removeStaleRuns(dir = tmpdir(), maxAgeMs = 24 * 60 * 60 * 1000, now = Date.now()): string[] {
  const removed: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(CONSUMER_RUN_PREFIX)) continue
    const path = join(dir, entry.name)
    if (now - statSync(path).mtimeMs <= maxAgeMs) continue
    rmSync(path, { recursive: true, force: true })
    removed.push(path)
  }
  return removed
}
