// No React at run time here: the element shells load the buttons' React renderer when a button reaches the page
// (defineButtonElement), so the framework-free entry can define the elements without React.
import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import { isChainNamespace } from '@portico/common'
import type { AppKitButtonProps } from './AppKitButton.tsx'
import type { WalletButtonProps } from './WalletButton.tsx'
import { defineButtonElement } from './defineButtonElement.ts'
import { drawConnectButton } from './drawConnectButton.ts'

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

/** Attributes `<appkit-wallet-button>` reads (AppKit's names). */
export interface AppKitWalletButtonAttributes {
  /**
   * What to connect: `walletConnect`, `email`, a social login (`google`, `github`, `apple`, `facebook`, `x`,
   * `discord`, `farcaster`), a wallet by AppKit name (`metamask`, `trust`, …), or an installed wallet's rdns or name.
   */
  wallet: string
  /** Namespace to connect. */
  namespace?: 'eip155' | 'solana' | 'bip122' | 'polkadot'
  /** Present (or "true"): the button does nothing. */
  disabled?: boolean | 'true' | 'false'
}

/** What the button elements take in JSX: the usual HTML attributes plus their own. */
export type AppKitButtonElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  AppKitButtonAttributes

/** What `<appkit-wallet-button>` takes in JSX: the usual HTML attributes plus its own. */
export type AppKitWalletButtonElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  AppKitWalletButtonAttributes

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
  /** Connects one wallet directly (`wallet="metamask"`, `"walletConnect"`, `"google"`, …). */
  'appkit-wallet-button': AppKitWalletButtonElementProps
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

/** Tag of the wallet button element. */
export const APPKIT_WALLET_BUTTON_TAG = 'appkit-wallet-button'

/**
 * Reads `<appkit-wallet-button>`'s attributes; a namespace that is none of AppKit's is left out.
 *
 * @example
 * readWalletButtonAttributes(element) // { wallet: 'metamask', namespace: 'eip155', disabled: false }
 */
export function readWalletButtonAttributes(element: Element): WalletButtonProps {
  const namespace = element.getAttribute('namespace') ?? undefined
  return {
    wallet: element.getAttribute('wallet') ?? '',
    namespace: namespace !== undefined && isChainNamespace(namespace) ? namespace : undefined,
    disabled: element.hasAttribute('disabled') && element.getAttribute('disabled') !== 'false',
  }
}

/**
 * Registers `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>`,
 * `<appkit-network-button>` and `<appkit-wallet-button>` once, where custom elements exist (never on the server). Each renders into its own
 * shadow root with the button stylesheet adopted, so server-rendered pages hydrate without a mismatch; the
 * buttons' React code loads when the first of them reaches the page.
 *
 * @example
 * defineAppKitButton()
 * document.body.append(document.createElement('appkit-button'))
 */
export function defineAppKitButton(): void {
  if (typeof customElements === 'undefined') return
  // The connect buttons draw their first frame without React (issue 19: the renderer is a chunk away).
  defineButtonElement(APPKIT_BUTTON_TAG, OBSERVED, readButtonAttributes, drawConnectButton)
  defineButtonElement('appkit-connect-button', OBSERVED, readButtonAttributes, drawConnectButton)
  defineButtonElement('appkit-account-button', OBSERVED, readButtonAttributes)
  defineButtonElement('appkit-network-button', OBSERVED, readButtonAttributes)
  defineButtonElement(
    APPKIT_WALLET_BUTTON_TAG,
    ['wallet', 'namespace', 'disabled'],
    readWalletButtonAttributes,
  )
}
