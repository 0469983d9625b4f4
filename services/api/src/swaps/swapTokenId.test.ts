import { describe, expect, it } from 'vitest'
import { accountAddressField, baseUnitAmountField, parseSwapTokenId } from './swapTokenId.ts'

describe('parseSwapTokenId', () => {
  it('reads an eip155 CAIP-10 id, checksumming the address', () => {
    expect(parseSwapTokenId('eip155:31337:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')).toEqual({
      caipNetworkId: 'eip155:31337',
      address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      native: false,
    })
  })

  it('treats 0xeeee…eeee in any case as the native coin, and keeps it lower-case', () => {
    expect(parseSwapTokenId('eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')).toEqual({
      caipNetworkId: 'eip155:1',
      address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      native: true,
    })
  })

  it('refuses plain addresses, other namespaces and short addresses', () => {
    expect(parseSwapTokenId('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')).toBeUndefined()
    expect(
      parseSwapTokenId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112'),
    ).toBeUndefined()
    expect(parseSwapTokenId('eip155:1:0x1234')).toBeUndefined()
  })
})

describe('request fields', () => {
  it('accepts an account as a plain address or its CAIP-10 form', () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(accountAddressField.parse(address.toLowerCase())).toBe(address)
    expect(accountAddressField.parse(`eip155:31337:${address}`)).toBe(address)
    expect(accountAddressField.safeParse('eip155:31337').success).toBe(false)
  })

  it('accepts only positive base-unit integers as amounts', () => {
    expect(baseUnitAmountField.parse('1000000000000000000000')).toBe(10n ** 21n)
    for (const bad of ['0', '1.5', '1e18', '-1', '', '0x10']) {
      expect(baseUnitAmountField.safeParse(bad).success, bad).toBe(false)
    }
  })
})
