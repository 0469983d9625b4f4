import { describe, expect, it } from 'vitest'
import { isCardanoAddress } from './cardano.ts'

describe('Cardano addresses (cip34, syntactic)', () => {
  it('accepts Shelley bech32 and Byron base58 shapes', () => {
    expect(isCardanoAddress(`addr1${'q'.repeat(98)}`)).toBe(true)
    expect(isCardanoAddress(`stake_test1${'u'.repeat(53)}`)).toBe(true)
    expect(isCardanoAddress(`Ae2${'t'.repeat(56)}`)).toBe(true)
  })

  it('rejects other prefixes, upper case and characters outside bech32', () => {
    expect(isCardanoAddress(`adr1${'q'.repeat(98)}`)).toBe(false)
    expect(isCardanoAddress(`ADDR1${'Q'.repeat(98)}`)).toBe(false)
    expect(isCardanoAddress(`addr1${'b'.repeat(98)}`)).toBe(false)
    expect(isCardanoAddress('addr1qq')).toBe(false)
  })
})
