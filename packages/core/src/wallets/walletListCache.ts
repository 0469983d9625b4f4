import { TIME_MS } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { STORAGE_KEYS } from '../storage/storageKeys.ts'
import type { WalletListing } from './walletsStore.ts'

/**
 * How long the Connect view's wallets (featured, recommended and the count) are kept in local storage: §9's day.
 * The registry changes rarely, and a returning visitor's modal is then complete without a request (issue 19);
 * an older entry is fetched again at idle after load, before anyone opens the modal.
 */
export const WALLET_LIST_CACHE_MS = TIME_MS.oneDay

/** What the Connect view shows of the registry, as cached. */
export interface CachedWalletList {
  featured: WalletListing[]
  recommended: WalletListing[]
  count: number
}

interface StoredWalletList extends CachedWalletList {
  /** Which query the lists answer: API, project, chains and the app's wallet options. */
  key: string
  timestamp: number
}

/**
 * The query a cached list answers: a change of API, project, networks or of the app's featured, included or
 * excluded wallets makes the cached list another query's, so it is not used.
 *
 * @example
 * walletListCacheKey(core.context) // '["http://127.0.0.1:8787","demo","eip155:1",[],[],[]]'
 */
export function walletListCacheKey(context: CoreContext): string {
  const { endpoints, projectId, networks, featuredWalletIds, includeWalletIds, excludeWalletIds } =
    context.stores.options.getState()
  return JSON.stringify([
    endpoints.api,
    projectId,
    networks.map((network) => network.caipNetworkId).join(','),
    featuredWalletIds,
    includeWalletIds,
    excludeWalletIds,
  ])
}

const isListing = (value: unknown): value is WalletListing =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as WalletListing).id === 'string' &&
  typeof (value as WalletListing).name === 'string' &&
  typeof (value as WalletListing).image_id === 'string'

/**
 * The cached Connect-view wallets for this app's query, or `undefined` when none is stored, it answers another
 * query, it is older than {@link WALLET_LIST_CACHE_MS}, or it is malformed.
 *
 * @example
 * const cached = readWalletListCache(core.context)
 * if (cached) core.stores.wallets.setState(cached)
 */
export function readWalletListCache(context: CoreContext, now = Date.now()): CachedWalletList | undefined {
  const stored = context.storage.getJson(STORAGE_KEYS.walletListCache) as
    Partial<StoredWalletList> | undefined
  if (typeof stored !== 'object' || stored === null) return undefined
  const { key, timestamp, featured, recommended, count } = stored
  if (key !== walletListCacheKey(context) || typeof timestamp !== 'number' || typeof count !== 'number') {
    return undefined
  }
  // A timestamp in the future (a clock set back) is not trusted either.
  if (!(now >= timestamp && now - timestamp < WALLET_LIST_CACHE_MS)) return undefined
  if (!Array.isArray(featured) || !Array.isArray(recommended)) return undefined
  if (!featured.every(isListing) || !recommended.every(isListing)) return undefined
  return { featured, recommended, count }
}

/**
 * Keeps the Connect-view wallets the API answered, with the time, for {@link readWalletListCache}.
 *
 * @example
 * writeWalletListCache(core.context, { featured: [], recommended, count: 412 })
 */
export function writeWalletListCache(context: CoreContext, list: CachedWalletList, now = Date.now()): void {
  const stored: StoredWalletList = { key: walletListCacheKey(context), timestamp: now, ...list }
  context.storage.setJson(STORAGE_KEYS.walletListCache, stored)
}
