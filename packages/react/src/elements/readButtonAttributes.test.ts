// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { readButtonAttributes, readWalletButtonAttributes } from './defineAppKitButton.tsx'

function element(attributes: Record<string, string>) {
  const node = document.createElement('appkit-button')
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  return node
}

describe('readButtonAttributes', () => {
  it('reads AppKit’s attribute names, whatever case the HTML used', () => {
    expect(
      readButtonAttributes(
        element({
          label: 'Sign in',
          loadingLabel: 'Hold on',
          balance: 'hide',
          size: 'lg',
          disabled: '',
          namespace: 'eip155',
          charsStart: '6',
          CHARSEND: '4',
        }),
      ),
    ).toEqual({
      label: 'Sign in',
      loadingLabel: 'Hold on',
      hideBalance: true,
      size: 'lg',
      disabled: true,
      namespace: 'eip155',
      charsStart: 6,
      charsEnd: 4,
    })
  })

  it('falls back to the defaults for missing or malformed values', () => {
    expect(
      readButtonAttributes(element({ size: 'xl', charsStart: '-1', charsEnd: 'x', disabled: 'false' })),
    ).toEqual({
      label: undefined,
      loadingLabel: undefined,
      hideBalance: false,
      size: 'md',
      disabled: false,
      namespace: undefined,
      charsStart: undefined,
      charsEnd: undefined,
    })
  })
})

describe('readWalletButtonAttributes', () => {
  it('reads the wallet, an AppKit namespace and disabled', () => {
    expect(
      readWalletButtonAttributes(element({ wallet: 'metamask', namespace: 'eip155', disabled: '' })),
    ).toEqual({
      wallet: 'metamask',
      namespace: 'eip155',
      disabled: true,
    })
  })

  it('leaves out a namespace that is not AppKit’s and reads a missing wallet as empty', () => {
    expect(readWalletButtonAttributes(element({ namespace: 'cosmos' }))).toEqual({
      wallet: '',
      namespace: undefined,
      disabled: false,
    })
  })
})
