import { defaultView } from '@portico/core'
import { getAppKit } from '../appKitInstance.ts'
import { buttonRendererSettled } from '../elements/loadButtonRenderer.ts'
import { loadModalChunk } from './loadModal.ts'

/** How long the browser may put off the idle prefetch while it stays busy. */
const IDLE_PREFETCH_TIMEOUT_MS = 2_000

/**
 * Gets the modal ready to draw in its first frame (issue 19): starts the Connect view's wallet list and pictures
 * (core's `prefetchWalletList`, deduplicated and cached, from a small chunk of its own), then the modal's chunk
 * (mounted, closed, where the modal goes in the body), the chunk of the view it would open on and those of the
 * views reached while connecting. Called at idle after load, when a button is pointed at or focused, and by
 * `open()`; each part loads once. Does nothing on the server.
 *
 * @example
 * button.addEventListener('pointerenter', prefetchModal, { once: true })
 */
export function prefetchModal(): void {
  if (typeof document === 'undefined') return
  const appKit = getAppKit()
  if (!appKit) return
  // Not fatal: the Connect view loads its wallets itself, and open() the modal, each saying so if that fails.
  const warn = (error: unknown) => console.warn('[portico] prefetching the modal failed', error)
  import('./prefetchConnectData.ts')
    .then(({ prefetchConnectData }) => prefetchConnectData(appKit.context))
    .catch(warn)
  loadModalChunk()
    .then((chunk) => {
      const { disableAppend, enableEmbedded } = appKit.stores.options.getState()
      // Mounted while closed (it draws nothing then), open() is one render: no new React root, no styles to add.
      if (!disableAppend && !enableEmbedded) chunk.mountModal()
      return chunk.preloadOpeningViews(defaultView(appKit.context))
    })
    .catch(warn)
}

/**
 * Runs {@link prefetchModal} once the page has loaded, the buttons' renderer has arrived and the browser is idle,
 * so the modal's code and data never compete with the page's own first load or the button's first frame. Skipped when the visitor asked to save data (the modal then loads on
 * pointer, focus or open).
 *
 * @example
 * prefetchModalWhenIdle() // in createAppKit
 */
export function prefetchModalWhenIdle(): void {
  if (typeof window === 'undefined') return
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData) return
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => prefetchModal(), { timeout: IDLE_PREFETCH_TIMEOUT_MS })
    } else setTimeout(prefetchModal, 0)
  }
  // After the page's load and the buttons' renderer: the button draws first, then the modal loads.
  const afterButtons = () => void buttonRendererSettled().then(whenIdle)
  if (document.readyState === 'complete') afterButtons()
  else window.addEventListener('load', afterButtons, { once: true })
}
