import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { costByPackage } from './firstLoadByPackage.ts'

describe('costByPackage', () => {
  const dist = mkdtempSync(join(tmpdir(), 'cost-by-package-'))
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  it("splits each file's gzip bytes between the packages its source map names, by their characters", () => {
    const code = `${'a'.repeat(300)}${'b'.repeat(100)}`
    writeFileSync(join(dist, 'entry.js'), code)
    // Columns 0–299 from @portico/core, 300–399 from viem.
    const map = {
      version: 3,
      sources: ['../node_modules/@portico/core/dist/index.js', '../node_modules/viem/_esm/index.js'],
      mappings: 'AAAA,4SCAA',
    }
    writeFileSync(join(dist, 'entry.js.map'), JSON.stringify(map))
    writeFileSync(join(dist, 'style.css'), '.a{color:red}')
    const costs = costByPackage(dist, ['entry.js', 'style.css'])
    expect(Object.fromEntries(costs.map(({ name, characters }) => [name, characters]))).toEqual({
      '@portico/core': 300,
      viem: 100,
      '(css)': 13,
    })
    const total = gzipSync(code, { level: 9 }).length + gzipSync('.a{color:red}', { level: 9 }).length
    expect(costs.reduce((sum, cost) => sum + cost.gzip, 0)).toBeCloseTo(total)
    const core = costs.find((cost) => cost.name === '@portico/core')
    expect(core?.gzip).toBeCloseTo((gzipSync(code, { level: 9 }).length * 3) / 4)
    expect(costs.map((cost) => cost.gzip)).toEqual(costs.map((cost) => cost.gzip).sort((a, b) => b - a))
  })
})
