import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { configSchemaFiles } from './configSchemaFiles.ts'

describe('the generated config schema and reference', () => {
  it('are up to date with porticoConfigSchema.ts (run npm run config:schema -w services/api)', async () => {
    for (const { path, text } of await configSchemaFiles()) {
      expect(
        readFileSync(path, 'utf8'),
        `${path} is out of date: run npm run config:schema -w services/api`,
      ).toBe(text)
    }
  })

  it('describe every chain field, with its default', async () => {
    const [, reference] = await configSchemaFiles()
    expect(reference!.text).toMatch(/\| `chains\["eip155:<id>"\]\.rpcUrls` +\| http\(s\) URL\[\] +\| yes +\|/)
    expect(reference!.text).toMatch(
      /\| `chains\["eip155:<id>"\]\.swaps\[\] \(type "uniswap-v2"\)\.providerFeeBps` +\| integer 0–9999 +\| +\| `85` +\|/,
    )
  })
})
