import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.ts'

describe('parseRetryAfter', () => {
  const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')

  it('reads whole seconds', () => {
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter('120', now)).toBe(120_000)
  })

  it('reads an HTTP date as the time left until it', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:03 GMT', now)).toBe(3000)
  })

  it('gives 0 for a date already past', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0)
  })

  it('gives undefined for no header or one it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter(undefined, now)).toBeUndefined()
    expect(parseRetryAfter('', now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-3', now)).toBeUndefined()
    expect(parseRetryAfter('1.5', now)).toBeUndefined()
  })
})
