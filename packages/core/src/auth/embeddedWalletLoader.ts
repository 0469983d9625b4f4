import { SDK_VERSION } from '../version.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { loadOnce } from '../walletConnect/loadOnce.ts'
import type { EmbeddedWallet, EmbeddedWalletLoader } from './embeddedWallet.ts'

/**
 * Binds the UI layer's embedded-wallet loader to the instance: the secure site URL, project id and chain from
 * the options, and the approval view for non-safe requests. Runs once; a failed load is tried again next time.
 *
 * @example
 * context.embeddedWallet = embeddedWalletLoader(context, (config) => import('@portico/embedded').then((m) => m.loadEmbeddedWallet(config)))
 */
export function embeddedWalletLoader(
  context: CoreContext,
  load: EmbeddedWalletLoader,
): () => Promise<EmbeddedWallet> {
  let loaded: EmbeddedWallet | undefined
  return loadOnce(async () => {
    // The approval view (and the balance refresh after it) loads with the wallet, not with the page.
    const { openApprovalView } = await import('./openApprovalView.ts')
    const options = context.stores.options.getState()
    const active = context.stores.chain.getState().activeNetwork
    const network = active?.chainNamespace === 'eip155' ? active : options.defaultNetwork
    loaded = await load({
      secureSiteUrl: options.endpoints.secureSite,
      projectId: options.projectId,
      chainId: network.caipNetworkId,
      version: SDK_VERSION,
      enableLogger: options.enableAuthLogger,
      onApprovalRequest: (method) => openApprovalView(context, method, () => loaded),
    })
    syncAppWithFrame(context, loaded)
    return loaded
  })
}

/**
 * Tells the frame the app's metadata (shown on its approval screen) and the theme, now and on every theme change.
 * A failed sync leaves the frame on its defaults, so it is logged, not thrown.
 */
function syncAppWithFrame(context: CoreContext, wallet: EmbeddedWallet): void {
  const { projectId, metadata } = context.stores.options.getState()
  const warn = (error: unknown) => console.warn('[portico] the secure site did not take the app data', error)
  wallet
    .request('SYNC_DAPP_DATA', {
      projectId,
      sdkVersion: SDK_VERSION,
      sdkType: 'appkit',
      ...(metadata
        ? {
            metadata: {
              name: metadata.name,
              description: metadata.description,
              url: metadata.url,
              icons: [...metadata.icons],
            },
          }
        : {}),
    })
    .catch(warn)
  let themeMode = context.stores.theme.getState().themeMode
  wallet.request('SYNC_THEME', { themeMode }).catch(warn)
  context.stores.theme.subscribe((theme) => {
    if (theme.themeMode === themeMode) return
    themeMode = theme.themeMode
    wallet.request('SYNC_THEME', { themeMode }).catch(warn)
  })
}
