import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// `npm start` passes config/stack.portico.config.json to the API: every devnet chain, each described exactly as
// in its own file (portico.config.json for 31337/31338, devnet-three.portico.config.json for 31339).

const readJson = (name: string) =>
  JSON.parse(readFileSync(new URL(`../config/${name}`, import.meta.url), 'utf8')) as {
    $schema: string
    chains: Record<string, unknown>
    onramp?: unknown
  }

describe('services/devnet/config/stack.portico.config.json', () => {
  const stack = readJson('stack.portico.config.json')
  const twins = readJson('portico.config.json')
  const three = readJson('devnet-three.portico.config.json')

  it('lists the three devnet chains as their own config files describe them', () => {
    expect(Object.keys(stack.chains)).toEqual(['eip155:31337', 'eip155:31338', 'eip155:31339'])
    expect(stack.chains).toEqual({ ...twins.chains, ...three.chains })
  })

  it('keeps the twin chains’ on-ramp settings and the schema reference', () => {
    expect(stack.$schema).toBe(twins.$schema)
    expect(stack.onramp).toEqual(twins.onramp)
    expect(Object.keys(stack)).toEqual(['$schema', 'chains', 'onramp'])
  })
})
