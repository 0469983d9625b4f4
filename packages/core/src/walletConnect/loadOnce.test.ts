import { describe, expect, it } from 'vitest'
import { isPairingExpired } from './isPairingExpired.ts'
import { loadOnce } from './loadOnce.ts'

describe('loadOnce', () => {
  it('shares one load between calls, and tries again after a failure', async () => {
    let loads = 0
    const load = loadOnce(async () => {
      loads += 1
      if (loads === 1) throw new Error('offline')
      return loads
    })
    await expect(load()).rejects.toThrow('offline')
    await expect(load()).resolves.toBe(2)
    await expect(load()).resolves.toBe(2)
    expect(loads).toBe(2)
  })
})

describe('isPairingExpired (§4: expired within 10 s of expiry)', () => {
  it('counts the last 10 seconds and a missing expiry as expired', () => {
    const now = 1_000_000
    expect(isPairingExpired(now + 10_001, now)).toBe(false)
    expect(isPairingExpired(now + 10_000, now)).toBe(true)
    expect(isPairingExpired(undefined, now)).toBe(true)
  })
})
