// @vitest-environment happy-dom
import { InvalidProjectIdError } from '@portico/common'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInDom, type Rendered } from '../../testing/renderInDom.tsx'
import type { WalletConnectPairingState } from './useWalletConnectPairing.ts'
import { WalletConnectQr } from './WalletConnectQr.tsx'

const pairing = (state: Partial<WalletConnectPairingState>): WalletConnectPairingState => ({
  uri: undefined,
  failed: false,
  refused: undefined,
  expired: false,
  canRetry: true,
  retry: () => undefined,
  ...state,
})

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

describe('WalletConnectQr after a failure', () => {
  it('names a relay’s refusal of the app (Invalid Project ID) instead of a declined connection', async () => {
    rendered = await renderInDom(
      <WalletConnectQr
        walletName="Trust Wallet"
        pairing={pairing({ failed: true, refused: new InvalidProjectIdError() })}
      />,
    )
    const alert = rendered.container.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain('Invalid Project ID')
    expect(alert?.textContent).toContain('The WalletConnect relay did not accept this app.')
    expect(alert?.textContent).not.toContain('Connection declined')
  })

  it('says the connection was declined when the wallet or the pairing failed', async () => {
    rendered = await renderInDom(
      <WalletConnectQr walletName="Trust Wallet" pairing={pairing({ failed: true })} />,
    )
    const alert = rendered.container.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain('Connection declined')
    expect(alert?.textContent).not.toContain('Invalid Project ID')
  })
})
