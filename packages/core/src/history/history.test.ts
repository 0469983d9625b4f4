import { ActiveCaipAddressNotFoundError, FetchTransactionsError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { devnet } from '../testing/networks.ts'
import { fetchTransactions } from './fetchTransactions.ts'
import { groupTransactions, transferAmount } from './groupTransactions.ts'
import type { HistoryTransaction } from './historyStore.ts'
import { isHistoryShown } from './isHistoryShown.ts'

function transaction(id: string, minedAt: string, chain = 'eip155:31337', spam = false): HistoryTransaction {
  return {
    id,
    metadata: {
      minedAt,
      chain,
      status: 'confirmed',
      operationType: 'receive',
      sentFrom: '0x1',
      sentTo: ALICE,
    },
    transfers: [
      spam
        ? { nft_info: { name: 'Free NFT', flags: { is_spam: true } }, quantity: { numeric: '1' } }
        : { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '1.23456' } },
    ],
  }
}

function pagedApi(pages: Record<string, { data: HistoryTransaction[]; next: string | null }>) {
  const urls: URL[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    urls.push(url)
    const page = pages[url.searchParams.get('cursor') ?? 'first']
    return page ? Response.json(page) : new Response('bad cursor', { status: 400 })
  }
  return { fetch: fetch as typeof globalThis.fetch, urls }
}

function connected(fetch: typeof globalThis.fetch) {
  const context = createTestContext({}, fetch)
  context.stores.account.setState({
    status: 'connected',
    address: ALICE,
    caipAddress: `eip155:31337:${ALICE}`,
  })
  context.stores.chain.setState({ activeNetwork: devnet })
  return context
}

describe('transaction list (§4)', () => {
  it('fetching transactions needs an account address', async () => {
    await expect(fetchTransactions(createTestContext())).rejects.toThrow(ActiveCaipAddressNotFoundError)
  })

  it('is loading, then pages with the next cursor, for the connected chain', async () => {
    const api = pagedApi({
      first: { data: [transaction('a', '2026-11-02T00:00:00Z')], next: 'c2' },
      c2: { data: [transaction('b', '2026-10-02T00:00:00Z')], next: null },
    })
    const context = connected(api.fetch)
    const loading: boolean[] = []
    context.stores.history.subscribe(({ loading: flag }) => loading.push(flag))
    await fetchTransactions(context)
    expect(loading).toContain(true)
    expect(context.stores.history.getState()).toMatchObject({ loading: false, next: 'c2', empty: false })
    expect(api.urls[0]?.searchParams.get('chainId')).toBe('eip155:31337')
    await fetchTransactions(context, { nextPage: true })
    expect(context.stores.history.getState().transactions.map(({ id }) => id)).toEqual(['a', 'b'])
    expect(context.stores.history.getState().next).toBeUndefined()
    await fetchTransactions(context, { nextPage: true }) // nothing more to load
    expect(api.urls).toHaveLength(2)
  })

  it('is empty when the first page has nothing', async () => {
    const context = connected(pagedApi({ first: { data: [], next: null } }).fetch)
    await fetchTransactions(context)
    expect(context.stores.history.getState().empty).toBe(true)
  })

  it("keeps 'Failed to fetch transactions' when the API fails", async () => {
    const context = connected(pagedApi({}).fetch)
    await expect(fetchTransactions(context)).rejects.toThrow(FetchTransactionsError)
    expect(context.stores.history.getState().error?.message).toBe('Failed to fetch transactions')
  })
})

describe('transactions shown (§2)', () => {
  it('only the connected chain, spam NFT transfers hidden, grouped by year and month, newest first', () => {
    const groups = groupTransactions(
      [
        transaction('oct', '2026-10-05T00:00:00Z'),
        transaction('nov-late', '2026-11-20T00:00:00Z'),
        transaction('other-chain', '2026-11-21T00:00:00Z', 'eip155:1'),
        transaction('spam', '2026-11-22T00:00:00Z', 'eip155:31337', true),
        transaction('nov-early', '2026-11-01T00:00:00Z'),
        transaction('last-year', '2025-12-31T00:00:00Z'),
      ],
      'eip155:31337',
    )
    expect(
      groups.map(({ year, month, transactions }) => [year, month, transactions.map(({ id }) => id)]),
    ).toEqual([
      [2026, 10, ['nov-late', 'nov-early']],
      [2026, 9, ['oct']],
      [2025, 11, ['last-year']],
    ])
  })

  it('shows amounts with 3 decimals', () => {
    expect(transferAmount({ quantity: { numeric: '1.23456' } })).toBe('1.234')
  })
})

describe('activity offered (§1 history feature)', () => {
  it('is offered on eip155 and solana while features.history is on, never when it is off', () => {
    const on = createTestContext()
    on.stores.chain.setState({ activeNetwork: devnet })
    expect(isHistoryShown(on)).toBe(true)
    on.stores.chain.setState({
      activeNetwork: {
        ...devnet,
        id: '000000000019d6689c085ae165831e93',
        chainNamespace: 'bip122',
        caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      },
    })
    expect(isHistoryShown(on)).toBe(false)
    const off = createTestContext({ features: { history: false } })
    off.stores.chain.setState({ activeNetwork: devnet })
    expect(isHistoryShown(off)).toBe(false)
  })
})
