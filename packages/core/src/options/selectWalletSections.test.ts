import { describe, expect, it } from 'vitest'
import { devnet } from '../testing/networks.ts'
import type { AppKitOptions } from './types.ts'
import { selectWalletSections } from './selectWalletSections.ts'
import { validateOptions } from './validateOptions.ts'

const sections = (options: Partial<AppKitOptions>, isMobile = false) =>
  selectWalletSections(validateOptions({ projectId: 'demo', networks: [devnet], ...options }), isMobile)

describe('selectWalletSections', () => {
  it('shows every wallet section by default', () => {
    expect(sections({})).toEqual({
      wallets: true,
      walletConnect: true,
      injected: true,
      allWallets: true,
      walletGuide: true,
      collapsed: false,
    })
  })

  it('enableWallets: false (or showWallets: false) hides every wallet section', () => {
    const none = {
      wallets: false,
      walletConnect: false,
      injected: false,
      allWallets: false,
      walletGuide: false,
      collapsed: false,
    }
    expect(sections({ enableWallets: false })).toEqual(none)
    expect(sections({ showWallets: false })).toEqual(none)
  })

  it('enableWalletConnect: false hides WalletConnect and All wallets, enableInjected: false installed wallets', () => {
    expect(sections({ enableWalletConnect: false })).toMatchObject({
      walletConnect: false,
      injected: true,
      allWallets: false,
    })
    expect(sections({ enableInjected: false })).toMatchObject({ walletConnect: true, injected: false })
  })

  it("allWallets: 'HIDE' hides the entry, 'ONLY_MOBILE' keeps it on phones, features.allWallets: false hides it", () => {
    expect(sections({ allWallets: 'HIDE' }).allWallets).toBe(false)
    expect(sections({ allWallets: 'HIDE' }, true).allWallets).toBe(false)
    expect(sections({ allWallets: 'ONLY_MOBILE' }).allWallets).toBe(false)
    expect(sections({ allWallets: 'ONLY_MOBILE' }, true).allWallets).toBe(true)
    expect(sections({ features: { allWallets: false } }, true).allWallets).toBe(false)
  })

  it('enableWalletGuide: false hides the wallet guide line', () => {
    expect(sections({ enableWalletGuide: false }).walletGuide).toBe(false)
  })

  it('collapses the wallets behind one button with collapseWallets, or emailShowWallets: false beside email or socials', () => {
    expect(sections({ features: { collapseWallets: true } }).collapsed).toBe(true)
    expect(sections({ features: { emailShowWallets: false } }).collapsed).toBe(true)
    expect(
      sections({ features: { emailShowWallets: false, email: false, socials: ['github'] } }).collapsed,
    ).toBe(true)
    // With neither email nor a social login, the wallets are all the first view has: they stay shown.
    expect(sections({ features: { emailShowWallets: false, email: false, socials: false } }).collapsed).toBe(
      false,
    )
    expect(sections({ features: { emailShowWallets: true } }).collapsed).toBe(false)
  })
})
