import { describe, expect, it } from 'vitest'
import { readWalletCatalogue } from './readWalletCatalogue.ts'
import { readWalletLogo, WALLET_LOGO_FILES } from './readWalletLogo.ts'

describe('readWalletLogo', () => {
  it('names only wallets of the catalogue', () => {
    const names = new Set(readWalletCatalogue().map((wallet) => wallet.name))
    expect(Object.keys(WALLET_LOGO_FILES).filter((name) => !names.has(name))).toEqual([])
  })

  it('reads every listed logo from the installed package as a square SVG', async () => {
    for (const name of Object.keys(WALLET_LOGO_FILES)) {
      const svg = await readWalletLogo(name)
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 24 24"/)
      // Served from our API under a CSP of default-src 'none': nothing may point at another host.
      expect(svg, name).not.toMatch(/(href|src)="(https?:)?\/\//)
    }
  })

  it('gives the brand logo for a listed wallet and the same text twice', async () => {
    const metamask = await readWalletLogo('MetaMask')
    expect(metamask).toContain('#FF5C16')
    expect(await readWalletLogo('MetaMask')).toBe(metamask)
  })

  it('gives undefined for a wallet without a logo, and for names that are object keys', async () => {
    expect(await readWalletLogo('Frame')).toBeUndefined()
    expect(await readWalletLogo('constructor')).toBeUndefined()
    expect(await readWalletLogo('__proto__')).toBeUndefined()
  })
})
