import { describe, expect, it } from 'vitest'
import { charactersBySource, decodeSegment, packageOfSource, UNMAPPED } from './sourceMapBytes.ts'

describe('decodeSegment', () => {
  it('reads base64 VLQ numbers, signs and continuations included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0])
    expect(decodeSegment('ICAA')).toEqual([4, 1, 0, 0])
    expect(decodeSegment('D')).toEqual([-1])
    expect(decodeSegment('gB')).toEqual([16])
    expect(() => decodeSegment('A*')).toThrow(/not a base64 VLQ digit/)
  })
})

describe('charactersBySource', () => {
  it('gives each segment the columns up to the next one, across lines, and counts the rest as unmapped', () => {
    const code = 'abcdefgh\nxyz\n0123'
    // Line 1: a.js from column 0, b.js from 4. Line 2: b.js again from 1 (column 0 unmapped). Line 3: a.js
    // from 0, then a segment with no source from column 2.
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA;CAAA;ADAA,E' }
    const counts = charactersBySource(code, map)
    expect(Object.fromEntries(counts)).toEqual({ 'a.js': 4 + 2, 'b.js': 5 + 3, [UNMAPPED]: 1 + 2 })
    expect([...counts.values()].reduce((sum, n) => sum + n, 0)).toBe(code.length)
  })
})

describe('packageOfSource', () => {
  it('names the innermost package of a node_modules path', () => {
    expect(packageOfSource('../../node_modules/@portico/core/dist/index.js')).toBe('@portico/core')
    expect(packageOfSource('../../node_modules/viem/_esm/utils/unit/formatUnits.js')).toBe('viem')
    expect(packageOfSource('../node_modules/a/node_modules/@noble/hashes/esm/sha2.js')).toBe('@noble/hashes')
    expect(packageOfSource('../../src/App.tsx')).toBe('(app)')
    expect(packageOfSource(UNMAPPED)).toBe(UNMAPPED)
  })
})
