import { describe, expect, it } from 'vitest'
import { demoSiwxModes, parseDemoSiwx } from './demoSiwx.ts'

describe('parseDemoSiwx', () => {
  it('reads each sign-in mode', () => {
    for (const mode of demoSiwxModes) expect(parseDemoSiwx(`?siwx=${mode}`)).toEqual({ kind: 'siwx', mode })
  })

  it('asks for no sign-in without ?siwx=, and names a value it does not know', () => {
    expect(parseDemoSiwx('')).toEqual({ kind: 'none' })
    expect(parseDemoSiwx('?adapter=wagmi&siwx=')).toEqual({ kind: 'none' })
    expect(parseDemoSiwx('?adapter=wagmi&siwx=always')).toEqual({ kind: 'unknown', value: 'always' })
  })
})
