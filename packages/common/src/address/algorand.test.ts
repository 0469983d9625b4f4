import { describe, expect, it } from 'vitest'
import { isAlgorandAddress } from './algorand.ts'

// Algorand's zero address (the all-zero public key with its checksum).
const ZERO_ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ'

describe('Algorand addresses', () => {
  it('accepts the zero address', () => {
    expect(isAlgorandAddress(ZERO_ADDRESS)).toBe(true)
  })

  it('rejects a corrupted checksum, lower case and wrong lengths', () => {
    expect(isAlgorandAddress(ZERO_ADDRESS.replace('Y5HFKQ', 'Y5HFKA'))).toBe(false)
    expect(isAlgorandAddress(ZERO_ADDRESS.toLowerCase())).toBe(false)
    expect(isAlgorandAddress(ZERO_ADDRESS.slice(1))).toBe(false)
  })
})
