import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, resolveFeatures } from './features.ts'

describe('resolveFeatures (§1, §9)', () => {
  it('turns on swaps, onramp, receive, send, email, emailShowWallets, history, analytics and allWallets by default', () => {
    const features = resolveFeatures(undefined)
    for (const name of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'emailShowWallets',
      'history',
      'analytics',
      'allWallets',
    ] as const) {
      expect(features[name]).toBe(true)
    }
  })

  it('turns off legalCheckbox, smartSessions and collapseWallets by default', () => {
    const features = resolveFeatures({})
    expect(features.legalCheckbox).toBe(false)
    expect(features.smartSessions).toBe(false)
    expect(features.collapseWallets).toBe(false)
  })

  it('orders connectors, connect methods and socials as §9 says by default', () => {
    expect(DEFAULT_FEATURES.connectorTypeOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(DEFAULT_FEATURES.connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
    // ADR 0022: §9's order, without Farcaster unless the app lists it.
    expect(DEFAULT_FEATURES.socials).toEqual(['google', 'x', 'discord', 'github', 'apple', 'facebook'])
  })

  it('shows Farcaster only when the app lists it (ADR 0022)', () => {
    expect(resolveFeatures({}).socials).not.toContain('farcaster')
    expect(resolveFeatures({ socials: ['farcaster', 'google'] }).socials).toEqual(['farcaster', 'google'])
  })

  it("merges the user's features over the defaults and lets orders be overridden", () => {
    const features = resolveFeatures({
      swaps: false,
      legalCheckbox: true,
      connectMethodsOrder: ['wallet', 'email'],
      socials: ['github'],
    })
    expect(features).toEqual({
      ...DEFAULT_FEATURES,
      swaps: false,
      legalCheckbox: true,
      connectMethodsOrder: ['wallet', 'email'],
      socials: ['github'],
    })
  })

  it('keeps the default where the user passes undefined', () => {
    expect(resolveFeatures({ swaps: undefined }).swaps).toBe(true)
  })

  it('hides every social login with socials: false, as AppKit does', () => {
    expect(resolveFeatures({ socials: false }).socials).toEqual([])
    expect(resolveFeatures({ socials: false, swaps: false })).toMatchObject({ socials: [], swaps: false })
  })

  it('orders the wallet features onramp, swaps, receive, send by default (§9), and as the app says', () => {
    expect(DEFAULT_FEATURES.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(resolveFeatures({ walletFeaturesOrder: ['send', 'receive'] }).walletFeaturesOrder).toEqual([
      'send',
      'receive',
    ])
  })
})
