import { describe, expect, it } from 'vitest'
import { walletLink } from './walletLink.ts'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d'
const encoded = encodeURIComponent(uri)

describe('walletLink', () => {
  it('opens a native app through its scheme', () => {
    const wallet = { mobileLink: 'rainbow://', desktopLink: undefined, webappLink: undefined }
    expect(walletLink(wallet, 'mobile', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(walletLink({ ...wallet, mobileLink: 'rainbow:' }, 'mobile', uri)).toBe(
      `rainbow://wc?uri=${encoded}`,
    )
  })

  it('adds the slash a universal link needs', () => {
    const wallet = {
      mobileLink: 'https://link.example',
      desktopLink: undefined,
      webappLink: 'https://web.example/',
    }
    expect(walletLink(wallet, 'mobile', uri)).toBe(`https://link.example/wc?uri=${encoded}`)
    expect(walletLink(wallet, 'browser', uri)).toBe(`https://web.example/wc?uri=${encoded}`)
  })

  it('falls back to the desktop link, and has nothing without links', () => {
    expect(
      walletLink(
        { mobileLink: undefined, desktopLink: 'ledgerlive://', webappLink: undefined },
        'mobile',
        uri,
      ),
    ).toBe(`ledgerlive://wc?uri=${encoded}`)
    expect(
      walletLink({ mobileLink: undefined, desktopLink: undefined, webappLink: undefined }, 'browser', uri),
    ).toBeUndefined()
  })
})
