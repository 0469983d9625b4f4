import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { fetchOnrampQuote } from './fetchOnrampQuote.ts'

const usd = (value: string) => ({ value, currency: 'USD' })
const quote = {
  paymentTotal: usd('100.00'),
  paymentSubtotal: usd('98.01'),
  purchaseAmount: { value: '0.03267', currency: 'ETH' },
  coinbaseFee: usd('1.49'),
  networkFee: usd('0.50'),
  quoteId: 'q-1',
}

describe('fetchOnrampQuote', () => {
  it('asks for the active network’s native coin and returns the quote', async () => {
    const bodies: unknown[] = []
    const context = createTestContext({}, async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)))
      return Response.json(quote)
    })
    expect(await fetchOnrampQuote(context, { amount: '100.00' })).toEqual(quote)
    expect(bodies[0]).toMatchObject({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: 'eip155:31337',
    })
  })

  it('rejects an answer that is not a quote, and a missing network', async () => {
    const context = createTestContext({}, async () => Response.json({ ...quote, purchaseAmount: 3 }))
    await expect(fetchOnrampQuote(context, { amount: '10' })).rejects.toMatchObject({
      name: 'InvalidResponseError',
      details: 'purchaseAmount: expected an object',
    })
    context.stores.chain.setState({ activeNetwork: undefined })
    await expect(fetchOnrampQuote(context, { amount: '10' })).rejects.toThrow('Network not found')
  })
})
