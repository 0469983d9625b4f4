import { describe, expect, it, vi } from 'vitest'
import { demoSignInOption, demoSiwxModes, parseDemoSiwx } from './demoSiwx.ts'

describe('parseDemoSiwx', () => {
  it('reads each sign-in mode', () => {
    for (const mode of demoSiwxModes) expect(parseDemoSiwx(`?siwx=${mode}`)).toEqual({ kind: 'siwx', mode })
  })

  it('asks for no sign-in without ?siwx=, and names a value it does not know', () => {
    expect(parseDemoSiwx('')).toEqual({ kind: 'none' })
    expect(parseDemoSiwx('?adapter=wagmi&siwx=')).toEqual({ kind: 'none' })
    expect(parseDemoSiwx('?adapter=wagmi&siwx=always')).toEqual({ kind: 'unknown', value: 'always' })
  })

  it("gives siwx, or for siwe AppKit's siweConfig whose mapToSIWX() is the same kind of option, or nothing", () => {
    const networks = [] as const
    vi.stubGlobal('location', new URL('http://localhost:5173/'))
    try {
      expect(demoSignInOption({ kind: 'none' }, networks)).toEqual({})
      const required = demoSignInOption({ kind: 'siwx', mode: 'required' }, networks)
      expect(required.siwx?.getRequired?.()).toBe(true)
      expect(required.siweConfig).toBeUndefined()
      const siwe = demoSignInOption({ kind: 'siwx', mode: 'siwe' }, networks)
      expect(siwe.siwx).toBeUndefined()
      const mapped = (siwe.siweConfig as { mapToSIWX(): NonNullable<typeof required.siwx> }).mapToSIWX()
      expect(mapped.getRequired?.()).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
