import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { createOnrampCheckout, createOnrampUrl } from './createOnrampUrl.ts'

function connected(fetch: typeof globalThis.fetch) {
  const context = createTestContext({}, fetch)
  context.stores.account.setState({
    address: ALICE,
    caipAddress: `eip155:31337:${ALICE}`,
    status: 'connected',
  })
  return context
}

describe('createOnrampUrl', () => {
  it('asks the API for a checkout of the native coin into the connected account', async () => {
    const bodies: unknown[] = []
    const context = connected(async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)))
      return Response.json({ url: 'http://api.test/onramp/checkout/1' })
    })
    expect(await createOnrampUrl(context, { amount: '100.00' })).toBe('http://api.test/onramp/checkout/1')
    expect(bodies[0]).toMatchObject({
      projectId: 'test',
      destinationWallets: [{ address: ALICE, blockchains: ['eip155:31337'], assets: ['ETH'] }],
      presetFiatAmount: '100.00',
      paymentCurrency: 'USD',
    })
  })

  it('asks for the picked provider and asset, and returns the checkout id when the API gives one', async () => {
    const bodies: Record<string, unknown>[] = []
    const context = connected(async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)))
      return Response.json({ url: 'http://api.test/onramp/checkout/c-1', checkoutId: 'c-1' })
    })
    expect(
      await createOnrampCheckout(context, {
        amount: '20',
        currency: 'EUR',
        purchaseCurrency: 'PUSD',
        provider: 'sandbox',
      }),
    ).toEqual({ url: 'http://api.test/onramp/checkout/c-1', checkoutId: 'c-1' })
    expect(bodies[0]).toMatchObject({
      destinationWallets: [{ address: ALICE, assets: ['PUSD'] }],
      paymentCurrency: 'EUR',
      provider: 'sandbox',
    })
    const withoutId = connected(async () => Response.json({ url: 'https://pay.example/x' }))
    expect((await createOnrampCheckout(withoutId, { amount: '20' })).checkoutId).toBeUndefined()
  })

  it('needs a connected account and a URL in the answer', async () => {
    await expect(createOnrampUrl(createTestContext(), { amount: '10' })).rejects.toThrow(
      'No ActiveCaipAddress found',
    )
    const context = connected(async () => Response.json({}))
    await expect(createOnrampUrl(context, { amount: '10' })).rejects.toThrow(/invalid|response/i)
  })
})
