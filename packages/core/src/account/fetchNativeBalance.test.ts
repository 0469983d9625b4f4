import { HttpRequestError, InvalidResponseError, TokenBalanceUnavailableError } from '@portico/common'
import { describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { balanceEntry, createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { devnet } from '../testing/networks.ts'
import { fetchNativeBalance } from './fetchNativeBalance.ts'
import { selectNativeBalance } from './selectNativeBalance.ts'

function connectedContext(fetch: typeof globalThis.fetch) {
  const context = createTestContext({}, fetch)
  context.stores.account.setState({
    status: 'connected',
    address: ALICE,
    caipAddress: `eip155:31337:${ALICE}`,
  })
  return context
}

describe('selectNativeBalance', () => {
  it("takes the entry without a token address whose symbol is the network's coin", () => {
    const wrapped = balanceEntry({
      address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      quantity: { decimals: '18', numeric: '1' },
    })
    const usdc = balanceEntry({
      symbol: 'USDC',
      address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    })
    const native = balanceEntry()
    expect(selectNativeBalance([wrapped, usdc, native], devnet)).toBe(native)
    expect(selectNativeBalance([usdc], devnet)).toBeUndefined()
  })
})

describe('fetchNativeBalance', () => {
  it('stores the full-precision native amount', async () => {
    const context = connectedContext(createFakeBalanceApi().fetch)
    await fetchNativeBalance(context)
    expect(context.stores.account.getState()).toMatchObject({
      balance: '9998.765432109876543210',
      balanceSymbol: 'ETH',
      balanceLoading: false,
    })
  })

  it('reads a missing native entry as 0', async () => {
    const api = createFakeBalanceApi(() => Response.json({ balances: [] }))
    const context = connectedContext(api.fetch)
    await fetchNativeBalance(context)
    expect(context.stores.account.getState().balance).toBe('0')
  })

  it("sets 'Token Balance Unavailable' instead of throwing when the API fails (§8)", async () => {
    const api = createFakeBalanceApi(() => new Response('upstream down', { status: 502 }))
    const context = connectedContext(api.fetch)
    await expect(fetchNativeBalance(context)).resolves.toBeUndefined()
    const { balanceError, balanceLoading, balance } = context.stores.account.getState()
    expect(balanceError).toBeInstanceOf(TokenBalanceUnavailableError)
    expect(balanceError?.message).toBe('Token Balance Unavailable')
    expect(balanceError?.walk()).toBeInstanceOf(HttpRequestError)
    expect(balanceError?.details).toBe('HTTP status code: 502')
    expect(balanceLoading).toBe(false)
    expect(balance).toBeUndefined()
  })

  it('sets the error when the service cannot be reached or answers another shape', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Response.json({ balances: [{ symbol: 'ETH' }] }),
      () => Response.json({ balances: [balanceEntry({ quantity: { decimals: '18', numeric: '1e-7' } })] }),
      () => new Response('not json', { status: 200 }),
    ]) {
      const context = connectedContext(createFakeBalanceApi(answer).fetch)
      await fetchNativeBalance(context)
      expect(context.stores.account.getState().balanceError).toBeInstanceOf(TokenBalanceUnavailableError)
    }
    const context = connectedContext(createFakeBalanceApi(() => Response.json({ nope: true })).fetch)
    await fetchNativeBalance(context)
    expect(context.stores.account.getState().balanceError?.walk()).toBeInstanceOf(InvalidResponseError)
  })

  it('keeps only the answer for the current account', async () => {
    let answer = (_: Response) => {}
    const api = createFakeBalanceApi(() => new Promise<Response>((resolve) => (answer = resolve)))
    const context = connectedContext(api.fetch)
    const pending = fetchNativeBalance(context)
    context.stores.account.setState({
      caipAddress: 'eip155:31337:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    })
    answer(Response.json({ balances: [balanceEntry()] }))
    await pending
    expect(context.stores.account.getState().balance).toBeUndefined()
  })

  it('does nothing without an account', async () => {
    const api = createFakeBalanceApi()
    await fetchNativeBalance(createTestContext({}, api.fetch))
    expect(api.urls).toEqual([])
  })

  it('refuses a retry within 30 s after a failure, then asks again (§8, §9)', async () => {
    vi.useFakeTimers()
    try {
      let down = true
      const api = createFakeBalanceApi(() =>
        down ? new Response('upstream down', { status: 502 }) : Response.json({ balances: [balanceEntry()] }),
      )
      const context = connectedContext(api.fetch)
      await fetchNativeBalance(context)
      down = false
      vi.advanceTimersByTime(29_999)
      await fetchNativeBalance(context)
      expect(api.urls).toHaveLength(1)
      expect(context.stores.account.getState().balanceError).toBeInstanceOf(TokenBalanceUnavailableError)
      vi.advanceTimersByTime(1)
      await fetchNativeBalance(context)
      expect(api.urls).toHaveLength(2)
      expect(context.stores.account.getState()).toMatchObject({
        balance: '9998.765432109876543210',
        balanceError: undefined,
      })
    } finally {
      vi.useRealTimers()
    }
  })
})
