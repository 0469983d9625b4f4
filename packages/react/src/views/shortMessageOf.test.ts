import { SignatureDeclinedError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { shortMessageOf } from './shortMessageOf.ts'

describe('shortMessageOf', () => {
  it('prefers the §8 short message, then the fallback, then the message', () => {
    expect(shortMessageOf(new SignatureDeclinedError())).toBe('Signature declined')
    expect(shortMessageOf(new Error('boom'), 'Something went wrong')).toBe('Something went wrong')
    expect(shortMessageOf(new Error('boom'))).toBe('boom')
    expect(shortMessageOf('text')).toBe('text')
    expect(shortMessageOf(null)).toBe('null')
  })
})
