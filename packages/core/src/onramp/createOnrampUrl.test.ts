import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { createOnrampUrl } from './createOnrampUrl.ts'

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

  it('needs a connected account and a URL in the answer', async () => {
    await expect(createOnrampUrl(createTestContext(), { amount: '10' })).rejects.toThrow(
      'No ActiveCaipAddress found',
    )
    const context = connected(async () => Response.json({}))
    await expect(createOnrampUrl(context, { amount: '10' })).rejects.toThrow(/invalid|response/i)
  })
})
