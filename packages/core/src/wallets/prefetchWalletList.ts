import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { selectWalletSections } from '../options/selectWalletSections.ts'
import { fetchFeaturedWallets, walletImageUrl } from './fetchWallets.ts'
import type { WalletListing } from './walletsStore.ts'

/** §9: list pages fetch their first 20 wallet images at once. */
export const EAGER_WALLET_IMAGE_COUNT = 20

const preloaded = new Set<string>()

/**
 * Starts fetching `urls` (at most once each) so the browser has the pictures before a view draws them; resolves
 * when they have loaded or failed, or after §9's 2 s race, whichever is first. Does nothing without a DOM.
 *
 * @example
 * await preloadImages(['http://127.0.0.1:8787/getWalletImage/abc?projectId=demo'])
 */
export function preloadImages(urls: readonly string[]): Promise<void> {
  if (typeof Image === 'undefined') return Promise.resolve()
  const loads = urls
    .filter((url) => !preloaded.has(url))
    .map((url) => {
      preloaded.add(url)
      const image = new Image()
      image.decoding = 'async'
      const settled = new Promise<void>((resolve) => {
        image.onload = () => resolve()
        // A failed picture is forgotten, so a later preload (or the view's own <img>) tries again.
        image.onerror = () => {
          preloaded.delete(url)
          resolve()
        }
      })
      image.src = url
      return settled
    })
  if (loads.length === 0) return Promise.resolve()
  let timer: ReturnType<typeof setTimeout> | undefined
  const race = new Promise<void>((resolve) => (timer = setTimeout(resolve, IMAGE_PRELOAD_TIMEOUT_MS)))
  return Promise.race([Promise.all(loads).then(() => undefined), race]).finally(() => clearTimeout(timer))
}

/** The registry pictures the Connect view draws first (featured, then recommended), §9's first 20. */
function connectViewImages(context: CoreContext, wallets: readonly WalletListing[]): string[] {
  return wallets.slice(0, EAGER_WALLET_IMAGE_COUNT).map((wallet) => walletImageUrl(context, wallet))
}

/**
 * Gets the Connect view's registry wallets and their pictures ready before the modal needs them: called at idle
 * after the page loads and again when the modal opens, before any of its code arrives (issue 19). Does nothing
 * when the app shows no WalletConnect wallets or they are already loaded; concurrent calls share one load, and
 * a day-old answer comes from local storage without a request. A failure is kept in the wallets store's `error`,
 * where the Connect view offers a retry.
 *
 * @example
 * void prefetchWalletList(core.context)
 */
export async function prefetchWalletList(context: CoreContext): Promise<void> {
  if (!selectWalletSections(context.stores.options.getState(), context.isMobile()).walletConnect) return
  if (!context.stores.wallets.getState().featuredLoaded) await fetchFeaturedWallets(context)
  const { featured, recommended, featuredLoaded } = context.stores.wallets.getState()
  if (featuredLoaded) await preloadImages(connectViewImages(context, [...featured, ...recommended]))
}
