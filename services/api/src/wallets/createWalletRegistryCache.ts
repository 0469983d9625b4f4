import type { Queryable } from '../db/database.ts'
import { strongEtagOf } from '../http/sendCacheable.ts'
import { findWalletName } from './findWalletName.ts'
import { findWallets, type FindWalletsParameters, type WalletListing } from './findWallets.ts'
import { readRegistryVersion } from './readRegistryVersion.ts'
import { renderWalletImage, type RenderWalletImageReturnType } from './renderWalletImage.ts'

/** One wallet of a `GET /getWallets` answer: the listing and the version of its image (ADR 0029). */
export interface ListedWallet extends WalletListing {
  /** `?v=` of `GET /getWalletImage/{image_id}`: with it the image is immutable; it changes when the image does. */
  image_version: string
}

/** A serialised answer and its strong ETag. */
export interface CachedWalletAnswer {
  /** UTF-8 JSON, encoded once rather than on every send. */
  body: Buffer
  etag: string
}

/** Options of {@link createWalletRegistryCache}. */
export interface CreateWalletRegistryCacheParameters {
  db: Queryable
  /** How long the registry is trusted unchanged before its version is read again; default 30 s. */
  checkEveryMs?: number
  /** Most distinct pages kept (searches make many); the least recently used goes first. Default 256. */
  maxPages?: number
}

interface RegistryState {
  version: string
  /** Pages by canonical query, in LRU order; promises, so that concurrent misses share one query. */
  pages: Map<string, Promise<CachedWalletAnswer>>
  /** Images of existing wallets by id (never of unknown ids, so random ids cannot fill it). */
  images: Map<string, Promise<RenderWalletImageReturnType>>
}

/** The same key for queries that must give the same page: exclude and chains are sets, include is ordered. */
function pageKey(p: FindWalletsParameters): string {
  const sorted = (ids: readonly string[] | undefined) => (ids ? [...new Set(ids)].sort() : null)
  return JSON.stringify([
    p.page,
    p.entries,
    p.include ?? null,
    sorted(p.exclude) ?? [],
    p.search ?? null,
    sorted(p.chains),
    p.badgeType ?? null,
  ])
}

/**
 * The wallet registry's answers, computed once per registry version and reused: each `GET /getWallets` page
 * serialised with its ETag, and each wallet image with its version. The registry changes only when a
 * catalogue is seeded, so its version (a digest of the table) is read again at most every `checkEveryMs`,
 * by one query however many requests wait; a new version drops every kept answer.
 *
 * @example
 * const registry = createWalletRegistryCache({ db })
 * const { body, etag } = await registry.page({ page: 1, entries: 40 })
 * const image = await registry.image(walletIdFor('MetaMask')) // { svg, version } or undefined
 */
export function createWalletRegistryCache({
  db,
  checkEveryMs = 30_000,
  maxPages = 256,
}: CreateWalletRegistryCacheParameters) {
  let state: RegistryState | undefined
  let checkedAt = -Infinity
  let checking: Promise<RegistryState> | undefined

  const check = async (): Promise<RegistryState> => {
    try {
      const version = await readRegistryVersion(db)
      checkedAt = Date.now()
      if (state?.version !== version) state = { version, pages: new Map(), images: new Map() }
      return state
    } catch (error) {
      // The database is unreachable: the last answers stay right until a seed changes them; retried next request.
      if (state) return state
      throw error
    }
  }
  const current = (): Promise<RegistryState> | RegistryState => {
    if (state && Date.now() - checkedAt < checkEveryMs) return state
    checking ??= check().finally(() => (checking = undefined))
    return checking
  }

  const imageOf = (s: RegistryState, id: string, name: string) => {
    let image = s.images.get(id)
    if (!image) {
      image = renderWalletImage(id, name)
      s.images.set(id, image)
      image.catch(() => s.images.get(id) === image && s.images.delete(id))
    }
    return image
  }

  const buildPage = async (s: RegistryState, query: FindWalletsParameters): Promise<CachedWalletAnswer> => {
    const found = await findWallets(db, query)
    const data: ListedWallet[] = await Promise.all(
      found.data.map(async (wallet) => ({
        ...wallet,
        image_version: (await imageOf(s, wallet.id, wallet.name)).version,
      })),
    )
    const body = Buffer.from(JSON.stringify({ data, count: found.count }))
    return { body, etag: strongEtagOf(body) }
  }

  return {
    /** One `GET /getWallets` page, serialised, with its strong ETag. */
    async page(query: FindWalletsParameters): Promise<CachedWalletAnswer> {
      const s = await current()
      const key = pageKey(query)
      let answer = s.pages.get(key)
      s.pages.delete(key)
      if (!answer) {
        const building = buildPage(s, query)
        // A failed page is not kept: the next request asks the database again.
        building.catch(() => s.pages.get(key) === building && s.pages.delete(key))
        answer = building
      }
      s.pages.set(key, answer)
      while (s.pages.size > maxPages) s.pages.delete(s.pages.keys().next().value as string)
      return answer
    },
    /** The image of the registry wallet `id` with its version, or undefined when no wallet has that id. */
    async image(id: string): Promise<RenderWalletImageReturnType | undefined> {
      const s = await current()
      const kept = s.images.get(id)
      if (kept) return kept
      const name = await findWalletName(db, id)
      return name === undefined ? undefined : imageOf(s, id, name)
    },
    /** The registry version the kept answers belong to (read first if none is known yet). */
    async version(): Promise<string> {
      return (await current()).version
    },
  }
}

/** What {@link createWalletRegistryCache} returns. */
export type WalletRegistryCache = ReturnType<typeof createWalletRegistryCache>
