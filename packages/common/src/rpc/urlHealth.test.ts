import { describe, expect, it } from 'vitest'
import { createUrlHealth } from './urlHealth.ts'

describe('createUrlHealth', () => {
  const a = 'http://a.example'
  const b = 'http://b.example'
  const c = 'http://c.example'

  it('asks a failed URL after the others until §9 4 s have passed', () => {
    let now = 1_000
    const health = createUrlHealth([a, b, c], { now: () => now })
    expect(health.ordered()).toEqual([a, b, c])
    health.markFailed(a)
    expect(health.ordered()).toEqual([b, c, a])
    now += 3_999
    expect(health.ordered()).toEqual([b, c, a])
    now += 1
    expect(health.ordered()).toEqual([a, b, c])
  })

  it('puts a URL back in its place when it answers', () => {
    const health = createUrlHealth([a, b])
    health.markFailed(a, 2_000)
    expect(health.ordered()).toEqual([b, a])
    expect(health.notBefore(a)).toBeGreaterThan(Date.now())
    health.markAnswered(a)
    expect(health.ordered()).toEqual([a, b])
    expect(health.notBefore(a)).toBe(0)
  })

  it('remembers the Retry-After of the last failure only', () => {
    const now = 5_000
    const health = createUrlHealth([a], { now: () => now })
    health.markFailed(a, 1_000)
    expect(health.notBefore(a)).toBe(6_000)
    health.markFailed(a)
    expect(health.notBefore(a)).toBe(0)
  })
})
