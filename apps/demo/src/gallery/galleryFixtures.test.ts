import { devnetAccounts, devnetContracts } from '@portico/devnet/manifest'
import { describe, expect, it } from 'vitest'
import { FIXTURE_ADDRESS, GALLERY_TOKENS } from './galleryFixtures.ts'

// The gallery shows only what the product can produce (issue 18): its Tokens tab fixture must be an answer the
// API's balance route could give for a devnet account.
describe('the gallery fixtures', () => {
  it('show a devnet account', () => {
    expect(devnetAccounts.map(({ address }) => address)).toContain(FIXTURE_ADDRESS)
  })

  it('price each token as the API does: value is quantity × price (readAccountBalances), PUSD at the dollar it is', () => {
    for (const token of GALLERY_TOKENS) {
      expect(token.value, token.symbol).toBeCloseTo(Number(token.quantity.numeric) * token.price, 6)
    }
    const pusd = GALLERY_TOKENS.find(({ symbol }) => symbol === 'PUSD')
    expect(pusd?.address.toLowerCase()).toBe(`eip155:31337:${devnetContracts.usd.toLowerCase()}`)
    expect(pusd?.price).toBe(1)
    expect(pusd?.quantity.decimals).toBe('6')
  })
})
