import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { devServerReloads } from './devServerReloads.ts'
import { temporaryDirectories } from '@portico/api/testing/temporaryDirectories'

// Removed once this file has run.
const temporaryDirectory = temporaryDirectories()

// What the demo's dev server printed on a fresh clone when a test page first loaded the dev wallet's script.
const reloadedLog = [
  '\u001b[2m4:22:33 PM\u001b[22m \u001b[36m\u001b[1m[vite]\u001b[22m\u001b[39m \u001b[90m\u001b[2m(client)\u001b[22m\u001b[39m [optimizer] bundling dependencies...',
  '\u001b[2m4:23:41 PM\u001b[22m \u001b[36m\u001b[1m[vite]\u001b[22m\u001b[39m \u001b[90m\u001b[2m(client)\u001b[22m\u001b[39m \u001b[32mdependency optimized: \u001b[33mviem/accounts\u001b[32m\u001b[39m',
  '\u001b[2m4:23:41 PM\u001b[22m \u001b[36m\u001b[1m[vite]\u001b[22m\u001b[39m \u001b[90m\u001b[2m(client)\u001b[22m\u001b[39m \u001b[32moptimized dependencies changed. reloading\u001b[39m',
].join('\n')

describe('devServerReloads', () => {
  it('names the server that reloaded its pages and the dependency it found late', () => {
    const dir = temporaryDirectory('portico-reloads-')
    writeFileSync(join(dir, 'demo.log'), reloadedLog)
    writeFileSync(join(dir, 'wallet.log'), '[vite] (client) [optimizer] bundling dependencies...\n')
    const found = devServerReloads(dir, ['demo', 'wallet', 'missing'])
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(
      /^demo: .*dependency optimized: viem\/accounts.*optimized dependencies changed\. reloading/,
    )
  })

  it('finds nothing in a run without reloads', () => {
    const dir = temporaryDirectory('portico-reloads-')
    writeFileSync(join(dir, 'demo.log'), 'Re-optimizing dependencies because vite config has changed\n')
    expect(devServerReloads(dir, ['demo'])).toEqual([])
  })
})
