import { describe, expect, it } from 'vitest'
import { isLocalUrl } from './isLocalUrl.ts'

describe('isLocalUrl', () => {
  it('lets the machine itself through, on any port and scheme', () => {
    expect(isLocalUrl('http://127.0.0.1:38787/v1/wallets')).toBe(true)
    expect(isLocalUrl('http://localhost:35201/assets/index.js')).toBe(true)
    expect(isLocalUrl('ws://127.0.0.1:38788')).toBe(true)
    expect(isLocalUrl(new URL('http://[::1]:8080/'))).toBe(true)
    expect(isLocalUrl('data:image/svg+xml,<svg/>')).toBe(true)
  })

  it('stops every outside host, including look-alikes', () => {
    expect(isLocalUrl('https://api.web3modal.org/getWallets')).toBe(false)
    expect(isLocalUrl('wss://relay.walletconnect.org')).toBe(false)
    expect(isLocalUrl('http://localhost.example.com/')).toBe(false)
    expect(isLocalUrl('http://127.0.0.2/')).toBe(false)
  })
})
