import type { EmbeddedWalletLoader } from '@portico/core'

/**
 * Fetches `@portico/embedded` (the secure site's iframe and its messaging, with the frame protocol's schemas)
 * only when someone logs in with email or a social account, or the embedded wallet of an earlier visit is
 * synced, so the host page never loads it up front.
 *
 * @example
 * createAppKitCore(options, { embeddedWallet: loadEmbeddedWallet })
 */
export const loadEmbeddedWallet: EmbeddedWalletLoader = (config) =>
  import('@portico/embedded').then(({ loadEmbeddedWallet: load }) => load(config))
