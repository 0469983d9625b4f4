import { describe, expect, it } from 'vitest'
import { getWalletDeepLink, setWalletDeepLink } from '../storage/walletDeepLink.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { resetWalletConnection } from './resetWalletConnection.ts'

describe('resetWalletConnection (§4)', () => {
  it('returns the namespace to disconnected and clears uri, pairing expiry, linking, recent wallet and stored deep link', () => {
    const context = createTestContext()
    const link = { href: 'wallet://', name: 'Wallet' }
    setWalletDeepLink(context.storage, link)
    context.stores.walletConnection.setState({
      uri: 'wc:abc@2',
      pairingExpiry: 1_000,
      linking: link,
      recentWallet: { id: 'w', name: 'Wallet' },
      status: { eip155: 'connecting', solana: 'connected' },
      error: true,
    })
    resetWalletConnection(context, 'eip155')
    expect(context.stores.walletConnection.getState()).toEqual({
      uri: undefined,
      pairingExpiry: undefined,
      linking: undefined,
      recentWallet: undefined,
      status: { eip155: 'disconnected', solana: 'connected' },
      error: false,
      buffering: false,
    })
    expect(getWalletDeepLink(context.storage)).toBeUndefined()
  })
})
