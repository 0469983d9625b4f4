import { describe, expect, it } from 'vitest'
import { UnsupportedNetworkError, namespaceOf, toFrameChainId } from './toFrameChainId.ts'

describe('toFrameChainId', () => {
  it('accepts eip155 and solana ids and bare EVM chain ids', () => {
    expect(toFrameChainId(31337)).toBe('eip155:31337')
    expect(toFrameChainId('eip155:31338')).toBe('eip155:31338')
    expect(toFrameChainId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
  })

  it('refuses other namespaces and malformed ids with code 4902', () => {
    for (const bad of [
      'bip122:000000000019d6689c085ae165831e93',
      'eip155:0x1',
      'eip155',
      'polkadot:91b171bb158e2d38',
      0,
      -1,
      1.5,
    ]) {
      expect(() => toFrameChainId(bad)).toThrow(UnsupportedNetworkError)
    }
    expect(() => toFrameChainId('bip122:1')).toThrow(
      'Unsupported chain: the embedded wallet works on eip155 and solana networks, not bip122:1',
    )
  })

  it('names the namespace', () => {
    expect(namespaceOf('eip155:1')).toBe('eip155')
    expect(namespaceOf('solana:abc')).toBe('solana')
  })
})
