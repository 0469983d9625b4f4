import type { ComponentType, DetailedHTMLProps, HTMLAttributes } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import buttonStyles from '../styles/buttonElement.css?inline'
import {
  AccountButton,
  AppKitButton,
  ConnectButton,
  NetworkButton,
  type AppKitButtonProps,
} from './AppKitButton.tsx'

/** Tag of the button element. */
export const APPKIT_BUTTON_TAG = 'appkit-button'

/** Attributes the button elements read (AppKit's names). */
export interface AppKitButtonAttributes {
  /** Text of the connect button. */
  label?: string
  /** Text while a wallet connects. */
  loadingLabel?: string
  /** `hide` leaves the balance out of the account button. */
  balance?: 'show' | 'hide'
  /** Button size. */
  size?: 'sm' | 'md' | 'lg'
  /** Present (or "true"): the button does nothing. */
  disabled?: boolean | 'true' | 'false'
  /** Namespace the modal opens for. */
  namespace?: 'eip155' | 'solana' | 'bip122' | 'polkadot'
  /** Leading characters of the address shown. */
  charsStart?: number | string
  /** Trailing characters of the address shown. */
  charsEnd?: number | string
}

/** What the button elements take in JSX: the usual HTML attributes plus their own. */
export type AppKitButtonElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  AppKitButtonAttributes

/** What `<appkit-modal>` takes in JSX: the usual HTML attributes. */
export type AppKitModalElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>

/** The elements' JSX types, declared for React 19 (`React.JSX`) and React 18 (the global `JSX`) alike. */
export interface PorticoIntrinsicElements {
  /** Portico's connect / account button; register it with `createAppKit()`. */
  'appkit-button': AppKitButtonElementProps
  /** The connect button alone. */
  'appkit-connect-button': AppKitButtonElementProps
  /** The account button alone (renders nothing while disconnected). */
  'appkit-account-button': AppKitButtonElementProps
  /** The active network; opens the network list. */
  'appkit-network-button': AppKitButtonElementProps
  /** Where the modal renders with `disableAppend` or `enableEmbedded`. */
  'appkit-modal': AppKitModalElementProps
}

/* eslint-disable @typescript-eslint/no-namespace, @typescript-eslint/no-empty-object-type */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends PorticoIntrinsicElements {}
  }
}
declare global {
  namespace JSX {
    interface IntrinsicElements extends PorticoIntrinsicElements {}
  }
}
/* eslint-enable @typescript-eslint/no-namespace, @typescript-eslint/no-empty-object-type */

const OBSERVED = [
  'label',
  'loadingLabel',
  'balance',
  'size',
  'disabled',
  'namespace',
  'charsStart',
  'charsEnd',
]

/** Reads the element's attributes (HTML lower-cases names, so `charsStart` arrives as `charsstart`). */
export function readButtonAttributes(element: Element): AppKitButtonProps {
  const text = (name: string) => element.getAttribute(name) ?? undefined
  const count = (name: string) => {
    const value = Number(element.getAttribute(name))
    return element.hasAttribute(name) && Number.isInteger(value) && value >= 0 ? value : undefined
  }
  const size = text('size')
  return {
    label: text('label'),
    loadingLabel: text('loadinglabel'),
    hideBalance: text('balance') === 'hide',
    size: size === 'sm' || size === 'lg' ? size : 'md',
    disabled: element.hasAttribute('disabled') && element.getAttribute('disabled') !== 'false',
    namespace: text('namespace'),
    charsStart: count('charsstart'),
    charsEnd: count('charsend'),
  }
}

let sharedSheet: CSSStyleSheet | undefined

/**
 * Gives a shadow root the button styles: one constructed stylesheet shared by every element (CSSOM, so a strict
 * `style-src` allows it); a <style> element where constructed stylesheets are missing.
 */
function adoptButtonStyles(shadow: ShadowRoot): void {
  if (
    'adoptedStyleSheets' in shadow &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    if (!sharedSheet) {
      sharedSheet = new CSSStyleSheet()
      sharedSheet.replaceSync(buttonStyles)
    }
    shadow.adoptedStyleSheets = [sharedSheet]
    return
  }
  const style = document.createElement('style')
  style.textContent = buttonStyles
  shadow.append(style)
}

function defineButton(tag: string, Component: ComponentType<AppKitButtonProps>) {
  if (customElements.get(tag)) return
  class ButtonElement extends HTMLElement {
    static observedAttributes = OBSERVED.map((name) => name.toLowerCase())
    #root: Root | undefined

    connectedCallback() {
      // A shadow root keeps the element's content out of the page's own (server-rendered, hydrated) DOM and
      // the page's CSS out of the button.
      if (!this.#root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open', delegatesFocus: true })
        if (!shadow.firstChild) adoptButtonStyles(shadow)
        this.#root = createRoot(shadow)
      }
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
      this.#root?.render(<Component {...readButtonAttributes(this)} />)
    }
  }
  customElements.define(tag, ButtonElement)
}

/**
 * Registers `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>` and
 * `<appkit-network-button>` once, where custom elements exist (never on the server). Each renders into its own
 * shadow root with the button stylesheet adopted, so server-rendered pages hydrate without a mismatch.
 */
export function defineAppKitButton(): void {
  if (typeof customElements === 'undefined') return
  defineButton(APPKIT_BUTTON_TAG, AppKitButton)
  defineButton('appkit-connect-button', ConnectButton)
  defineButton('appkit-account-button', AccountButton)
  defineButton('appkit-network-button', NetworkButton)
}
