import { ActiveCaipAddressNotFoundError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { devnet, devnetTwo } from '../testing/networks.ts'
import { fetchNfts } from './fetchNfts.ts'
import { FetchNftsError } from './fetchNftsError.ts'
import { createNftStore, type AccountNft } from './nftStore.ts'

function nft(tokenId: string): AccountNft {
  return {
    chain: 'eip155:31337',
    contract: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
    tokenId,
    standard: 'erc721',
    amount: '1',
    name: `Pal #${tokenId}`,
    description: null,
    image: `http://api.example/v1/nft-image/eip155:31337/0xe7f1725e7734ce288f8367e1bb143e90bb3f0512/${tokenId}`,
    collectionName: 'Portico Pals',
    isSpam: false,
  }
}

function pagedApi(pages: Record<string, { data: AccountNft[]; next: string | null }>) {
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

describe('fetchNfts', () => {
  it('needs an account address', async () => {
    await expect(fetchNfts(createTestContext(), createNftStore())).rejects.toThrow(
      ActiveCaipAddressNotFoundError,
    )
  })

  it('loads the active network’s NFTs, then the next page by cursor, and stops after the last', async () => {
    const api = pagedApi({
      first: { data: [nft('1'), nft('2')], next: 'c2' },
      c2: { data: [nft('3')], next: null },
    })
    const context = connected(api.fetch)
    const store = createNftStore()
    const loading: boolean[] = []
    store.subscribe(({ loading: flag }) => loading.push(flag))
    await fetchNfts(context, store, { limit: 2 })
    expect(loading).toContain(true)
    expect(store.getState()).toMatchObject({ loading: false, next: 'c2', empty: false })
    expect(api.urls[0]?.pathname).toBe(`/v1/account/${ALICE}/nfts`)
    expect(api.urls[0]?.searchParams.get('chainId')).toBe('eip155:31337')
    expect(api.urls[0]?.searchParams.get('limit')).toBe('2')
    expect(api.urls[0]?.searchParams.get('projectId')).toBe('test')
    await fetchNfts(context, store, { nextPage: true })
    expect(store.getState().nfts.map(({ tokenId }) => tokenId)).toEqual(['1', '2', '3'])
    expect(store.getState().next).toBeUndefined()
    await fetchNfts(context, store, { nextPage: true })
    expect(api.urls).toHaveLength(2)
  })

  it('starts over when the network changes', async () => {
    const api = pagedApi({ first: { data: [nft('1')], next: 'c2' }, c2: { data: [nft('2')], next: null } })
    const context = connected(api.fetch)
    const store = createNftStore()
    await fetchNfts(context, store)
    context.stores.chain.setState({ activeNetwork: devnetTwo })
    await fetchNfts(context, store, { nextPage: true })
    expect(api.urls[1]?.searchParams.get('cursor')).toBeNull()
    expect(api.urls[1]?.searchParams.get('chainId')).toBe(devnetTwo.caipNetworkId)
    expect(store.getState()).toMatchObject({ caipNetworkId: devnetTwo.caipNetworkId, next: 'c2' })
  })

  it('is empty when the first page has nothing', async () => {
    const store = createNftStore()
    await fetchNfts(connected(pagedApi({ first: { data: [], next: null } }).fetch), store)
    expect(store.getState().empty).toBe(true)
  })

  it("keeps 'Failed to fetch NFTs' when the API fails, and a retry clears it", async () => {
    let fail = true
    const fetch = (async () =>
      fail
        ? new Response('down', { status: 503 })
        : Response.json({ data: [nft('1')], next: null })) as typeof globalThis.fetch
    const context = connected(fetch)
    const store = createNftStore()
    await expect(fetchNfts(context, store)).rejects.toThrow(FetchNftsError)
    expect(store.getState()).toMatchObject({ loading: false, nfts: [] })
    expect(store.getState().error?.shortMessage).toBe('Failed to fetch NFTs')
    fail = false
    await fetchNfts(context, store)
    expect(store.getState()).toMatchObject({ error: undefined, empty: false })
  })
})
