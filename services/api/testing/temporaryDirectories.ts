import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'

/**
 * For a test file: returns a function that makes a temporary directory (`prefix` + random, in the OS's temporary
 * folder), and removes every directory it made once the file has run. Call it at the file's top level, before the
 * file's own hooks, so the removal comes after them (a database is closed first).
 *
 * @example
 * const temporaryDirectory = temporaryDirectories()
 * const dir = temporaryDirectory('portico-pglite-')
 */
export function temporaryDirectories(): (prefix: string) => string {
  const made: string[] = []
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  return (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    made.push(dir)
    return dir
  }
}
