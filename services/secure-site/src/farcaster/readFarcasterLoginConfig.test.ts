import { describe, expect, it } from 'vitest'
import { OPTIMISM_ID_REGISTRY, readFarcasterLoginConfig } from './readFarcasterLoginConfig.ts'

describe('readFarcasterLoginConfig', () => {
  it('is off without PORTICO_FARCASTER_RELAY_URL', () => {
    expect(readFarcasterLoginConfig({})).toBeUndefined()
  })

  it("reads Optimism's IdRegistry by default, or the one named", () => {
    expect(readFarcasterLoginConfig({ PORTICO_FARCASTER_RELAY_URL: 'http://127.0.0.1:8792/' })).toEqual({
      relayUrl: 'http://127.0.0.1:8792',
      rpcUrl: 'https://mainnet.optimism.io',
      idRegistry: OPTIMISM_ID_REGISTRY,
    })
    expect(
      readFarcasterLoginConfig({
        PORTICO_FARCASTER_RELAY_URL: 'http://127.0.0.1:8792',
        PORTICO_FARCASTER_RPC_URL: 'http://127.0.0.1:8545',
        PORTICO_FARCASTER_ID_REGISTRY: '0xfabb0ac9d68b0b445fb7357272ff202c5651694a',
      })?.idRegistry,
    ).toBe('0xFABB0ac9d68B0B445fB7357272Ff202C5651694a')
  })

  it('names the variable that is wrong', () => {
    expect(() => readFarcasterLoginConfig({ PORTICO_FARCASTER_RELAY_URL: 'ftp://x' })).toThrow(
      "PORTICO_FARCASTER_RELAY_URL must be an http(s) URL, got 'ftp://x'",
    )
    expect(() =>
      readFarcasterLoginConfig({
        PORTICO_FARCASTER_RELAY_URL: 'http://x',
        PORTICO_FARCASTER_ID_REGISTRY: '0x12',
      }),
    ).toThrow("PORTICO_FARCASTER_ID_REGISTRY must be an address, got '0x12'")
  })
})
