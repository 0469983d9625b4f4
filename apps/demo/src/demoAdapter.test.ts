import { describe, expect, it } from 'vitest'
import { demoAdapterNames, parseDemoAdapter } from './demoAdapter.ts'

describe('parseDemoAdapter', () => {
  it('reads every adapter the demo runs on', () => {
    for (const name of demoAdapterNames) {
      expect(parseDemoAdapter(`?adapter=${name}`)).toEqual({ kind: 'adapter', name })
    }
  })

  it("is core's built-in connection without ?adapter=, and names a value it does not know", () => {
    expect(parseDemoAdapter('')).toEqual({ kind: 'none' })
    expect(parseDemoAdapter('?adapter=')).toEqual({ kind: 'none' })
    expect(parseDemoAdapter('?view=Swap&adapter=solana')).toEqual({ kind: 'unknown', value: 'solana' })
  })
})
