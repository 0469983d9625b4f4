import { describe, expect, it } from 'vitest'
import { parseWalletChainId } from './parseWalletChainId.ts'

describe('parseWalletChainId', () => {
  it('reads numbers, hex, decimal strings and CAIP-2 ids', () => {
    for (const value of [31338, '0x7a6a', '0x7A6A', '31338', 'eip155:31338', 'eip155:0x7a6a']) {
      expect(parseWalletChainId(value), String(value)).toBe(31338)
    }
  })

  it('finds nothing in anything else', () => {
    for (const value of [undefined, null, 0, -1, 1.5, '', '0x', 'abc', 'solana:5eykt4', {}, ['0x1']]) {
      expect(parseWalletChainId(value), String(value)).toBeUndefined()
    }
  })
})
