import { describe, expect, it } from 'vitest'
import { InvalidOriginError, normalizeOrigin } from './normalizeOrigin.ts'

describe('normalizeOrigin', () => {
  it('gives the form browsers send in the Origin header', () => {
    expect(normalizeOrigin('HTTP://LocalHost:5173')).toBe('http://localhost:5173')
    expect(normalizeOrigin('https://app.example.com:443/')).toBe('https://app.example.com')
  })

  it('refuses what is not scheme://host[:port], saying what to keep', () => {
    expect(() => normalizeOrigin('localhost:5173')).toThrow(InvalidOriginError)
    expect(() => normalizeOrigin('not a url')).toThrow(
      "'not a url' is not an origin: expected scheme://host[:port]",
    )
    expect(() => normalizeOrigin('http://localhost:5173/app')).toThrow(
      'remove the path, query or credentials',
    )
    expect(() => normalizeOrigin('ftp://files.example.com')).toThrow('only http and https origins')
  })
})
