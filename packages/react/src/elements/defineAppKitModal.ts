import type { Root } from 'react-dom/client'
import { requireAppKit } from '../appKitInstance.ts'
import { loadModalChunk } from '../modal/loadModal.ts'

/** Tag of the element that holds the modal where the app wants it. */
export const APPKIT_MODAL_TAG = 'appkit-modal'

/**
 * Registers `<appkit-modal>`: with `disableAppend` the modal renders inside it instead of the body; with
 * `enableEmbedded` it renders there inline (no overlay) and stays shown, closing resets it to Account or
 * Connect (§2).
 *
 * @example
 * createAppKit({ …, enableEmbedded: true })
 * // in the page: <appkit-modal></appkit-modal>
 */
export function defineAppKitModal(): void {
  if (typeof customElements === 'undefined' || customElements.get(APPKIT_MODAL_TAG)) return
  class AppKitModalElement extends HTMLElement {
    #root: Root | undefined
    #mounting = false

    connectedCallback() {
      if (this.#root || this.#mounting) return
      this.#mounting = true
      const { enableEmbedded } = requireAppKit().stores.options.getState()
      loadModalChunk().then(
        ({ mountModalInto }) => {
          this.#mounting = false
          if (this.isConnected) this.#root = mountModalInto(this, enableEmbedded)
        },
        (error: unknown) => {
          this.#mounting = false
          console.error('[portico] the modal could not be loaded', error)
        },
      )
    }

    disconnectedCallback() {
      queueMicrotask(() => {
        if (this.isConnected) return
        this.#root?.unmount()
        this.#root = undefined
      })
    }
  }
  customElements.define(APPKIT_MODAL_TAG, AppKitModalElement)
}
