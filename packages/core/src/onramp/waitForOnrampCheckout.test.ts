import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { balanceEntry } from '../testing/fakeBalanceApi.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import type { OnrampCheckoutState } from './fetchOnrampCheckout.ts'
import { waitForOnrampCheckout } from './waitForOnrampCheckout.ts'

const checkout = (overrides: Partial<OnrampCheckoutState>): OnrampCheckoutState => ({
  id: '5c1b2f5e-7d1a-4a43-9f55-0d6b8a1f1f10',
  status: 'pending',
  assetSymbol: 'ETH',
  cryptoAmount: '0.032816',
  caipNetworkId: 'eip155:31337',
  destination: ALICE,
  txHash: null,
  failure: null,
  ...overrides,
})

/** An API whose checkout answers `states` in turn (the last one repeats) and whose balance is `balance`. */
function api(states: OnrampCheckoutState[], balance: string) {
  const urls: string[] = []
  let read = 0
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input)
    urls.push(url)
    if (url.includes('/v1/onramp/checkout/'))
      return Response.json(states[Math.min(read++, states.length - 1)])
    return Response.json({ balances: [balanceEntry({ quantity: { decimals: '18', numeric: balance } })] })
  }
  const context = createTestContext({}, fetch as typeof globalThis.fetch)
  context.stores.account.setState({
    address: ALICE,
    caipAddress: `eip155:31337:${ALICE}`,
    status: 'connected',
  })
  return { context, urls }
}

describe('waitForOnrampCheckout', () => {
  it('reads the checkout until the asset is sent, then reloads the balance', async () => {
    const { context, urls } = api(
      [checkout({}), checkout({ status: 'paid' }), checkout({ status: 'sent', txHash: '0xabc' })],
      '1.032816',
    )
    const seen: string[] = []
    const done = await waitForOnrampCheckout(context, {
      checkoutId: checkout({}).id,
      intervalMs: 1,
      onUpdate: (state) => seen.push(state.status),
    })
    expect(done).toMatchObject({ status: 'sent', txHash: '0xabc' })
    expect(seen).toEqual(['pending', 'paid', 'sent'])
    expect(urls[0]).toContain(`/v1/onramp/checkout/${checkout({}).id}?projectId=test`)
    expect(urls.at(-1)).toContain('forceUpdate')
    expect(context.stores.account.getState().balance).toBe('1.032816')
  })

  it('returns a failed checkout with its reason and leaves the balance alone', async () => {
    const { context, urls } = api([checkout({ status: 'failed', failure: 'Your card was declined.' })], '9')
    const done = await waitForOnrampCheckout(context, { checkoutId: checkout({}).id, intervalMs: 1 })
    expect(done.failure).toBe('Your card was declined.')
    expect(urls.some((url) => url.includes('/balance'))).toBe(false)
  })

  it('stops when aborted and rejects an answer that is not a checkout', async () => {
    const { context } = api([checkout({})], '0')
    const controller = new AbortController()
    const waiting = waitForOnrampCheckout(context, {
      checkoutId: checkout({}).id,
      intervalMs: 10_000,
      signal: controller.signal,
      onUpdate: () => controller.abort(new Error('closed')),
    })
    await expect(waiting).rejects.toThrow('closed')
    const broken = api([{ ...checkout({}), status: 'lost' as never }], '0')
    await expect(
      waitForOnrampCheckout(broken.context, { checkoutId: checkout({}).id, intervalMs: 1 }),
    ).rejects.toMatchObject({
      name: 'InvalidResponseError',
      details: "status: expected one of 'pending', 'paid', 'sent', 'failed'",
    })
  })
})
