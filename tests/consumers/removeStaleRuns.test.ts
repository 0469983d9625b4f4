import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeStaleRuns } from './removeStaleRuns.ts'

describe('removeStaleRuns', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stale-runs-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('removes only consumer-run folders older than the limit', () => {
    const now = Date.now()
    const make = (name: string, ageMs: number) => {
      const path = join(dir, name)
      mkdirSync(path)
      const seconds = (now - ageMs) / 1000
      utimesSync(path, seconds, seconds)
      return path
    }
    const old = make('portico-consumers-old', 2 * 86_400_000)
    const recent = make('portico-consumers-recent', 60_000)
    const other = make('someone-else', 2 * 86_400_000)
    expect(removeStaleRuns(dir, 86_400_000, now)).toEqual([old])
    expect(existsSync(old)).toBe(false)
    expect(existsSync(recent)).toBe(true)
    expect(existsSync(other)).toBe(true)
  })
})
