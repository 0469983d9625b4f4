import { InvalidResponseError } from '@portico/common'
import {
  isArray,
  isNumber,
  isObject,
  isString,
  oneOf,
  ShapeProblem,
  type ShapeCheck,
} from '../shape/shapeChecks.ts'
import { getFromApi } from '../api/getFromApi.ts'
import type { CoreContext } from '../client/coreContext.ts'
import type { WalletListing } from './walletsStore.ts'
import { readWalletListCache, writeWalletListCache, type CachedWalletList } from './walletListCache.ts'

// §9 page sizes.
export const WALLET_PAGE_SIZE = 40
export const WALLET_SEARCH_SIZE = 100
export const RECOMMENDED_WALLET_COUNT = 4
/** §9: a search shows its results no sooner than 300 ms after it starts (no flicker while typing). */
export const WALLET_SEARCH_MIN_WAIT_MS = 300

const orNull =
  (check: ShapeCheck): ShapeCheck =>
  (value, path) => {
    if (value !== null) check(value, path)
  }
const pageCheck = isObject({
  data: isArray(
    isObject({
      id: isString(),
      name: isString(),
      image_id: isString(),
      rdns: orNull(isString()),
      chains: isArray(isString()),
      homepage: orNull(isString()),
      mobile_link: orNull(isString()),
      desktop_link: orNull(isString()),
      webapp_link: orNull(isString()),
      badge_type: oneOf(['certified', 'none']),
    }),
  ),
  count: isNumber,
})

/** A `GET /getWallets` query (§7). */
export interface WalletQuery {
  page: number
  entries: number
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  search?: string | undefined
}

/**
 * One page of the wallet registry (§7 `GET /getWallets`), checked for shape.
 *
 * @throws {HttpRequestError | InvalidResponseError} when the API fails or answers something else.
 *
 * @example
 * const { data, count } = await getWalletPage(context, { page: 1, entries: 40 })
 */
export async function getWalletPage(
  context: CoreContext,
  query: WalletQuery,
): Promise<{ data: WalletListing[]; count: number }> {
  const { networks } = context.stores.options.getState()
  const body = await getFromApi(context, {
    path: '/getWallets',
    query: {
      page: String(query.page),
      entries: String(query.entries),
      chains: networks.map((network) => network.caipNetworkId).join(','),
      include: query.include?.length ? query.include.join(',') : undefined,
      exclude: query.exclude?.length ? query.exclude.join(',') : undefined,
      search: query.search,
    },
  })
  try {
    pageCheck(body, '')
  } catch (error) {
    if (!(error instanceof ShapeProblem)) throw error
    throw new InvalidResponseError({ url: '/getWallets', details: `${error.path}: ${error.problem}` })
  }
  return body as { data: WalletListing[]; count: number }
}

/**
 * URL of the registry image of `wallet` (§7 `GET /getWalletImage/{id}`). With the listing's `image_version` the
 * URL names those bytes only, and the API lets a browser keep them for good (ADR 0029).
 *
 * @example
 * walletImageUrl(context, { image_id: 'abc', image_version: '1f2e' }) // '…/getWalletImage/abc?projectId=demo&v=1f2e'
 */
export function walletImageUrl(
  context: CoreContext,
  wallet: Pick<WalletListing, 'image_id'> & { image_version?: string | undefined },
): string {
  const { endpoints, projectId } = context.stores.options.getState()
  const version = wallet.image_version ? `&v=${encodeURIComponent(wallet.image_version)}` : ''
  return `${endpoints.api}/getWalletImage/${wallet.image_id}?projectId=${encodeURIComponent(projectId)}${version}`
}

function excludedIds(context: CoreContext, extra: readonly string[] = []): string[] {
  const { excludeWalletIds } = context.stores.options.getState()
  return [...excludeWalletIds, ...extra]
}

const featuredLoads = new WeakMap<CoreContext, Promise<void>>()

/**
 * §9: loads the featured wallets (the app's featuredWalletIds, in order) and 4 recommended ones, both requests at
 * once. Installed wallets are not filtered here; the view hides a registry entry whose rdns an announced wallet
 * has. The answer is kept in local storage for a day (walletListCache.ts) and a fresh cached answer
 * is used without a request; calls while a load runs share it. A failure is kept in the store's `error`.
 *
 * @example
 * await fetchFeaturedWallets(core.context)
 * core.stores.wallets.getState().recommended.length // 4
 */
export function fetchFeaturedWallets(context: CoreContext): Promise<void> {
  const running = featuredLoads.get(context)
  if (running) return running
  const load = loadFeaturedWallets(context).finally(() => featuredLoads.delete(context))
  featuredLoads.set(context, load)
  return load
}

async function loadFeaturedWallets(context: CoreContext): Promise<void> {
  const { featuredWalletIds, includeWalletIds } = context.stores.options.getState()
  const store = context.stores.wallets
  const showList = (list: CachedWalletList) =>
    // The "All wallets" row shows how many there are before its list is opened.
    store.setState((state) => ({
      featured: list.featured,
      recommended: list.recommended,
      count: state.page > 0 ? state.count : list.count,
      featuredLoaded: true,
      error: undefined,
    }))
  const cached = readWalletListCache(context)
  if (cached) return showList(cached)
  try {
    const [featured, { data: recommended, count }] = await Promise.all([
      featuredWalletIds.length
        ? getWalletPage(context, {
            page: 1,
            entries: featuredWalletIds.length,
            include: featuredWalletIds,
          }).then(({ data }) => data)
        : [],
      // Every featured id is left out of the recommended ones, so neither request waits for the other.
      getWalletPage(context, {
        page: 1,
        entries: RECOMMENDED_WALLET_COUNT,
        include: includeWalletIds,
        exclude: excludedIds(context, featuredWalletIds),
      }),
    ])
    // The API returns included wallets in list order; featured keeps the app's order.
    featured.sort((a, b) => featuredWalletIds.indexOf(a.id) - featuredWalletIds.indexOf(b.id))
    const list = { featured, recommended, count: count + featured.length }
    writeWalletListCache(context, list)
    showList(list)
  } catch (error) {
    store.setState({ error: error instanceof Error ? error : new Error(String(error)) })
  }
}

/**
 * §9: loads the next page of 40 wallets of All wallets, once at a time; a failure is kept in `error` and the
 * same page is asked again on the next call.
 *
 * @example
 * await fetchWalletPage(core.context) // page 1
 * await fetchWalletPage(core.context) // page 2, appended
 */
export async function fetchWalletPage(context: CoreContext): Promise<void> {
  const store = context.stores.wallets
  const state = store.getState()
  if (state.loading || (state.page > 0 && state.list.length >= state.count)) return
  const { includeWalletIds } = context.stores.options.getState()
  store.setState({ loading: true, error: undefined })
  try {
    const { data, count } = await getWalletPage(context, {
      page: state.page + 1,
      entries: WALLET_PAGE_SIZE,
      include: includeWalletIds,
      exclude: excludedIds(context),
    })
    const known = new Set(store.getState().list.map((wallet) => wallet.id))
    store.setState((current) => ({
      list: [...current.list, ...data.filter((wallet) => !known.has(wallet.id))],
      count,
      page: state.page + 1,
      loading: false,
    }))
  } catch (error) {
    store.setState({ loading: false, error: error instanceof Error ? error : new Error(String(error)) })
  }
}

/**
 * §9: searches the registry (100 entries) by name or rdns; the results show no sooner than 300 ms after the
 * search began, and an older search never overwrites a newer one. An empty text ends the search.
 *
 * @example
 * await searchWallets(core.context, 'rain')
 */
export async function searchWallets(
  context: CoreContext,
  text: string,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  const store = context.stores.wallets
  const search = text.trim()
  store.setState({ search, searching: search !== '', error: undefined })
  if (!search) {
    store.setState({ searchResults: [] })
    return
  }
  const { includeWalletIds } = context.stores.options.getState()
  try {
    const [page] = await Promise.all([
      getWalletPage(context, {
        page: 1,
        entries: WALLET_SEARCH_SIZE,
        include: includeWalletIds,
        exclude: excludedIds(context),
        search,
      }),
      wait(WALLET_SEARCH_MIN_WAIT_MS),
    ])
    if (store.getState().search !== search) return
    store.setState({ searchResults: page.data, searching: false })
  } catch (error) {
    if (store.getState().search !== search) return
    store.setState({ searching: false, error: error instanceof Error ? error : new Error(String(error)) })
  }
}
