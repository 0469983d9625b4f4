import { describe, expect, it } from 'vitest'
import { createByteAllowance } from './createByteAllowance.ts'

describe('createByteAllowance', () => {
  it('allows a minute of bytes, refills over the minute, and keeps keys apart', () => {
    let now = 0
    const allowance = createByteAllowance(600, () => now)
    expect(allowance.take('a', 500)).toBe(true)
    expect(allowance.take('a', 200)).toBe(false)
    expect(allowance.take('b', 600)).toBe(true)
    now += 10_000 // a sixth of a minute: 100 bytes back
    expect(allowance.take('a', 200)).toBe(true)
    expect(allowance.take('a', 1)).toBe(false)
    allowance.close()
  })
})
