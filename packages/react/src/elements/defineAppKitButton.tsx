import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import '../styles/tokens.css'
import '../styles/button.css'
import { AppKitButton } from './AppKitButton.tsx'

/** Tag of the button element. */
export const APPKIT_BUTTON_TAG = 'appkit-button'

/** Attributes `<appkit-button>` reads. */
export interface AppKitButtonAttributes {
  /** Text of the connect button. */
  label?: string
  /** `hide` leaves the balance out of the account button. */
  balance?: 'show' | 'hide'
}

/** What `<appkit-button>` takes in JSX: the usual HTML attributes plus its own. */
export type AppKitButtonElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  AppKitButtonAttributes

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** Portico's connect / account button; register it with `createAppKit()`. */
      'appkit-button': AppKitButtonElementProps
    }
  }
}

/**
 * Registers `<appkit-button>` once, where custom elements exist (never on the server). The element renders
 * into its own light DOM so the page's stylesheet (tokens, button styles) applies.
 */
export function defineAppKitButton(): void {
  if (typeof customElements === 'undefined' || customElements.get(APPKIT_BUTTON_TAG)) return

  class AppKitButtonElement extends HTMLElement {
    static observedAttributes = ['label', 'balance']
    #root: Root | undefined

    connectedCallback() {
      this.#root ??= createRoot(this)
      this.#render()
    }

    attributeChangedCallback() {
      this.#render()
    }

    disconnectedCallback() {
      // Moving the element fires disconnect then connect; only unmount if it is really gone.
      queueMicrotask(() => {
        if (this.isConnected) return
        this.#root?.unmount()
        this.#root = undefined
      })
    }

    #render() {
      this.#root?.render(
        <AppKitButton
          label={this.getAttribute('label') ?? undefined}
          hideBalance={this.getAttribute('balance') === 'hide'}
        />,
      )
    }
  }
  customElements.define(APPKIT_BUTTON_TAG, AppKitButtonElement)
}
