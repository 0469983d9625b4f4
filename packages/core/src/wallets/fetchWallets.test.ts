import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createSafeStorage } from '../storage/createSafeStorage.ts'
import { WALLET_LIST_CACHE_MS } from './walletListCache.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { fetchFeaturedWallets, fetchWalletPage, searchWallets, walletImageUrl } from './fetchWallets.ts'
import { selectWallet } from './selectWallet.ts'
import type { WalletListing } from './walletsStore.ts'

const id = (n: number) => n.toString(16).padStart(64, '0')
const registry: WalletListing[] = Array.from({ length: 95 }, (_, index) => ({
  id: id(index + 1),
  name: index === 7 ? 'Rainbow' : `Wallet ${index + 1}`,
  image_id: id(index + 1),
  rdns: `com.wallet${index + 1}`,
  chains: ['eip155:1'],
  homepage: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  badge_type: 'none',
}))

/** Answers GET /getWallets from `registry` the way services/api does (page, entries, include, exclude, search). */
function registryFetch(log: URL[] = []): typeof fetch {
  return async (input) => {
    const url = new URL(String(input))
    log.push(url)
    const query = url.searchParams
    const include = query.get('include')?.split(',')
    const exclude = query.get('exclude')?.split(',') ?? []
    const search = query.get('search')?.toLowerCase()
    const matching = registry.filter(
      (wallet) =>
        (!include || include.includes(wallet.id)) &&
        !exclude.includes(wallet.id) &&
        (!search || wallet.name.toLowerCase().includes(search)),
    )
    const entries = Number(query.get('entries'))
    const page = Number(query.get('page'))
    return Response.json({
      data: matching.slice((page - 1) * entries, page * entries),
      count: matching.length,
    })
  }
}

const noWait = () => Promise.resolve()

describe('wallet registry actions', () => {
  it('loads featured wallets in the app’s order and 4 recommended ones that are not featured (§9)', async () => {
    const log: URL[] = []
    const context = createTestContext({ featuredWalletIds: [id(9), id(3)] }, registryFetch(log))
    await fetchFeaturedWallets(context)
    const { featured, recommended, count } = context.stores.wallets.getState()
    expect(featured.map((wallet) => wallet.id)).toEqual([id(9), id(3)])
    expect(recommended.map((wallet) => wallet.id)).toEqual([id(1), id(2), id(4), id(5)])
    expect(count).toBe(95)
    expect(log[0]?.searchParams.get('chains')).toBe('eip155:31337,eip155:31338,eip155:11155111')
    expect(log[1]?.searchParams.get('entries')).toBe('4')
  })

  it('asks for featured and recommended at once, and concurrent loads share one pair of requests', async () => {
    const log: URL[] = []
    const answer = registryFetch()
    const waiting: (() => void)[] = []
    const context = createTestContext({ featuredWalletIds: [id(9)] }, (input, init) => {
      log.push(new URL(String(input)))
      return new Promise<void>((resolve) => waiting.push(resolve)).then(() => answer(input, init))
    })
    const first = fetchFeaturedWallets(context)
    const second = fetchFeaturedWallets(context)
    await vi.waitFor(() => expect(waiting).toHaveLength(2))
    // Both requests are out before either answers; recommended leaves the featured id out.
    expect(log.map((url) => url.searchParams.get('entries'))).toEqual(['1', '4'])
    expect(log[1]?.searchParams.get('exclude')).toBe(id(9))
    for (const release of waiting) release()
    await Promise.all([first, second])
    expect(log).toHaveLength(2)
    expect(context.stores.wallets.getState()).toMatchObject({ featuredLoaded: true, count: 95 })
  })

  it('answers from local storage for a day without a request, then asks again (issue 19)', async () => {
    const log: URL[] = []
    const storage = createSafeStorage({ storage: createMemoryStorage() })
    const firstVisit = createTestContext({}, registryFetch(log), { storage })
    await fetchFeaturedWallets(firstVisit)
    expect(log).toHaveLength(1)

    const secondVisit = createTestContext({}, registryFetch(log), { storage })
    await fetchFeaturedWallets(secondVisit)
    expect(log).toHaveLength(1)
    expect(secondVisit.stores.wallets.getState()).toMatchObject({
      featuredLoaded: true,
      count: 95,
      recommended: firstVisit.stores.wallets.getState().recommended,
    })

    vi.useFakeTimers({ now: Date.now() + WALLET_LIST_CACHE_MS })
    try {
      const nextDay = createTestContext({}, registryFetch(log), { storage })
      await fetchFeaturedWallets(nextDay)
      expect(log).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps a failure in the store and tries again on the next call', async () => {
    let fail = true
    const working = registryFetch()
    const context = createTestContext({}, (input, init) =>
      fail ? Promise.resolve(new Response('down', { status: 503 })) : working(input, init),
    )
    await fetchFeaturedWallets(context)
    expect(context.stores.wallets.getState()).toMatchObject({ featuredLoaded: false, recommended: [] })
    expect(context.stores.wallets.getState().error?.message).toContain('503')
    fail = false
    await fetchFeaturedWallets(context)
    expect(context.stores.wallets.getState()).toMatchObject({ featuredLoaded: true, error: undefined })
  })

  it('pages the list 40 at a time, stops at the end, and never lists excluded wallets', async () => {
    const context = createTestContext({ excludeWalletIds: [id(2)] }, registryFetch())
    await fetchWalletPage(context)
    expect(context.stores.wallets.getState()).toMatchObject({ page: 1, count: 94 })
    expect(context.stores.wallets.getState().list).toHaveLength(40)
    await fetchWalletPage(context)
    await fetchWalletPage(context)
    const { list, page } = context.stores.wallets.getState()
    expect(page).toBe(3)
    expect(list).toHaveLength(94)
    expect(list.some((wallet) => wallet.id === id(2))).toBe(false)
    await fetchWalletPage(context) // past the end: nothing more is asked
    expect(context.stores.wallets.getState().page).toBe(3)
  })

  it('keeps a failed page’s error and asks for the same page again', async () => {
    let fail = true
    const working = registryFetch()
    const context = createTestContext({}, (input, init) =>
      fail ? Promise.resolve(new Response('down', { status: 503 })) : working(input, init),
    )
    await fetchWalletPage(context)
    expect(context.stores.wallets.getState().error?.message).toContain('503')
    expect(context.stores.wallets.getState()).toMatchObject({ page: 0, loading: false })
    fail = false
    await fetchWalletPage(context)
    expect(context.stores.wallets.getState()).toMatchObject({ page: 1, error: undefined })
  })

  it('rejects an answer that is not a wallet page', async () => {
    const context = createTestContext({}, async () => Response.json({ data: [{ id: 1 }] }))
    await fetchWalletPage(context)
    expect(context.stores.wallets.getState().error?.name).toBe('InvalidResponseError')
    await fetchFeaturedWallets(context)
    expect(context.stores.wallets.getState().recommended).toEqual([])
  })

  it('searches 100 entries, waits at least 300 ms, and lets the newest search win (§9)', async () => {
    const log: URL[] = []
    const context = createTestContext({}, registryFetch(log))
    const waits: number[] = []
    let release: () => void = () => undefined
    const slow = searchWallets(context, 'wallet', (ms) => {
      waits.push(ms)
      return new Promise<void>((resolve) => (release = resolve))
    })
    await searchWallets(context, 'rain', noWait)
    release()
    await slow
    const state = context.stores.wallets.getState()
    expect(waits).toEqual([300])
    expect(state.search).toBe('rain')
    expect(state.searchResults.map((wallet) => wallet.name)).toEqual(['Rainbow'])
    expect(state.searching).toBe(false)
    expect(log.at(-1)?.searchParams.get('entries')).toBe('100')
    await searchWallets(context, '  ', noWait)
    expect(context.stores.wallets.getState()).toMatchObject({
      search: '',
      searchResults: [],
      searching: false,
    })
  })

  it('keeps a search error', async () => {
    const context = createTestContext({}, async () => new Response('nope', { status: 500 }))
    await searchWallets(context, 'x', noWait)
    expect(context.stores.wallets.getState()).toMatchObject({ searching: false })
    expect(context.stores.wallets.getState().error?.message).toContain('500')
  })

  it('points images at the API and opens ConnectingWalletConnect for a picked wallet', () => {
    const context = createTestContext({ endpoints: { api: 'http://api.test' } })
    expect(walletImageUrl(context, { image_id: id(1) })).toBe(
      `http://api.test/getWalletImage/${id(1)}?projectId=test`,
    )
    // The image's digest makes the URL name those bytes only (ADR 0029).
    expect(walletImageUrl(context, { image_id: id(1), image_version: '0123abcd' })).toBe(
      `http://api.test/getWalletImage/${id(1)}?projectId=test&v=0123abcd`,
    )
    const wallet = {
      id: id(1),
      name: 'W',
      imageUrl: undefined,
      mobileLink: 'w://',
      desktopLink: undefined,
      webappLink: undefined,
      homepage: undefined,
    }
    selectWallet(context, wallet)
    expect(context.stores.wallets.getState().selected).toEqual(wallet)
    expect(context.stores.router.getState().view).toBe('ConnectingWalletConnect')
  })
})
