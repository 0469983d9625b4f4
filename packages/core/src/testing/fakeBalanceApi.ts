// A fetch that answers the balance route like services/api does, recording the URLs it was called with.
import type { GetBalanceResponse, TokenBalance } from '@portico/common'

export function balanceEntry(overrides: Partial<TokenBalance> = {}): TokenBalance {
  return {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    quantity: { decimals: '18', numeric: '9998.765432109876543210' },
    iconUrl: '',
    price: 2000,
    value: 19997530.86,
    ...overrides,
  }
}

export interface FakeBalanceApi {
  fetch: typeof fetch
  urls: string[]
}

export function createFakeBalanceApi(
  answer: (url: URL) => Response | Promise<Response> = () =>
    Response.json({ balances: [balanceEntry()] } satisfies GetBalanceResponse),
): FakeBalanceApi {
  const urls: string[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input)
    urls.push(url)
    return answer(new URL(url))
  }
  return { fetch: fetch as typeof globalThis.fetch, urls }
}
