import { createAppKitCore, type AppKitOptions } from '@portico/core'
import { getAppKit, setAppKit, type AppKit } from './appKitInstance.ts'
import { defineAppKitButton } from './elements/defineAppKitButton.tsx'
import { defineAppKitModal } from './elements/defineAppKitModal.ts'
import { afterNextFrame } from './elements/afterNextFrame.ts'
import { loadButtonRenderer } from './elements/loadButtonRenderer.ts'
import { loadModal } from './modal/loadModal.ts'
import { prefetchModal, prefetchModalWhenIdle } from './modal/prefetchModal.ts'
import { loadWalletConnect } from './walletConnect/loadWalletConnect.ts'
import { loadEmbeddedWallet } from './embedded/loadEmbeddedWallet.ts'

/** Options of {@link createAppKit}. */
export type CreateAppKitOptions = AppKitOptions

/**
 * Creates the Portico instance the hooks and `<appkit-button>` use, and registers `<appkit-button>` in the
 * browser. The modal's code loads on the first `open()`. Safe to call during server rendering: it touches no
 * `window` or `document` there.
 *
 * @throws {ProjectIdNotConfiguredError} when `projectId` is missing (§8).
 * @throws {InvalidOptionsError} when another option has the wrong shape.
 *
 * @example
 * import { createAppKit } from '@portico/react'
 *
 * createAppKit({
 *   projectId: 'demo',
 *   networks: [porticoDevnet],
 *   metadata: { name: 'Portico Demo', description: 'Demo', url: location.origin, icons: [] },
 *   // where services/api and services/relay run; these are the defaults
 *   endpoints: { api: 'http://127.0.0.1:8787', relay: 'ws://127.0.0.1:8788' },
 * })
 * // then anywhere in the page: <appkit-button />
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  const core = createAppKitCore(options, {
    // AppKit hands the universal provider to adapters that take one (UniversalAdapter) once it exists.
    walletConnect: async (config) => {
      const connector = await loadWalletConnect(config)
      const { universalProvider } = connector
      if (universalProvider)
        for (const adapter of options.adapters ?? [])
          await (
            adapter as { setUniversalProvider?: (provider: typeof universalProvider) => Promise<void> }
          ).setUniversalProvider?.(universalProvider)
      return connector
    },
    embeddedWallet: loadEmbeddedWallet,
  })
  const appKit: AppKit = {
    ...core,
    // Resolves once the modal is on the page, as AppKit's open() does.
    open: async (openOptions) => {
      await core.open(openOptions)
      await loadModal()
    },
  }
  // Opening through the core stores (or a hook) must load the modal too; the wallet list is asked for at once,
  // before the modal's code arrives.
  core.stores.modal.subscribe(({ open }) => {
    if (!open) return
    prefetchModal()
    loadModal().catch((error: unknown) => console.error('[portico] the modal could not be loaded', error))
  })
  getAppKit()?.destroy()
  setAppKit(appKit)
  defineAppKitButton()
  defineAppKitModal()
  // The buttons' renderer starts loading once the page's first frame is drawn, not once React has put a button
  // on the page and it has drawn its own first frame (issue 19): the disconnected button draws itself without it,
  // and starting the import before that frame delayed the button's paint (ADR 0033).
  if (typeof document !== 'undefined') {
    afterNextFrame(() =>
      loadButtonRenderer().catch((error: unknown) =>
        // Not fatal here: each button asks again when it reaches the page, and says so if it still fails.
        console.warn('[portico] preloading the buttons failed', error),
      ),
    )
  }
  prefetchModalWhenIdle()
  return appKit
}
