import { InvalidOptionsError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { selectRelay, WALLETCONNECT_NETWORK_RELAY_URL } from './selectRelay.ts'

const CLOUD_ID = '0123456789abcdef0123456789abcdef'

describe('selectRelay', () => {
  it('names our own relay self-hosted, whatever the project id', () => {
    expect(selectRelay({ relayUrl: 'ws://127.0.0.1:8788', projectId: 'portico-demo' })).toBe('self-hosted')
    expect(selectRelay({ relayUrl: 'wss://relay.example.com', projectId: 'x' })).toBe('self-hosted')
    // A look-alike host is not the WalletConnect network.
    expect(selectRelay({ relayUrl: 'wss://relay.notwalletconnect.org', projectId: 'x' })).toBe('self-hosted')
  })

  it('names the public relay the WalletConnect network when given a Cloud project id', () => {
    expect(selectRelay({ relayUrl: WALLETCONNECT_NETWORK_RELAY_URL, projectId: CLOUD_ID })).toBe(
      'walletconnect-network',
    )
    expect(selectRelay({ relayUrl: 'wss://relay.walletconnect.com', projectId: CLOUD_ID })).toBe(
      'walletconnect-network',
    )
  })

  it('refuses a project id the WalletConnect network would refuse, naming the option', () => {
    const attempt = () =>
      selectRelay({ relayUrl: WALLETCONNECT_NETWORK_RELAY_URL, projectId: 'portico-demo' })
    expect(attempt).toThrow(InvalidOptionsError)
    expect(attempt).toThrow(
      "Invalid option `projectId`: the WalletConnect network relay (relay.walletconnect.org) needs a WalletConnect Cloud project id (32 hexadecimal characters), not 'portico-demo'; or point endpoints.relay at your own relay",
    )
  })

  it('refuses the WalletConnect network over ws://', () => {
    expect(() => selectRelay({ relayUrl: 'ws://relay.walletconnect.org', projectId: CLOUD_ID })).toThrow(
      'Invalid option `endpoints.relay`: the WalletConnect network is reached over wss://, not ws://',
    )
  })
})
