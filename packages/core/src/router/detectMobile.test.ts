import { afterEach, describe, expect, it, vi } from 'vitest'
import { detectMobile } from './detectMobile.ts'

describe('detectMobile', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('tells a mobile user agent from a desktop one', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' })
    expect(detectMobile()).toBe(true)
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' })
    expect(detectMobile()).toBe(false)
  })

  it('reports desktop on the server', () => {
    vi.stubGlobal('navigator', undefined)
    expect(detectMobile()).toBe(false)
  })
})
