import { cancelWalletConnectPairing } from '@portico/core'
import type { AppKit, RouterView } from '@portico/react'
import { DEMO_CUSTOM_CONNECTOR } from '../demoCustomConnector.ts'
import { applyFixtures, applyLateFixtures } from './galleryFixtures.ts'

/** A store as far as the gallery resets it (every core store is a zustand store). */
interface ResettableStore {
  getState(): object
  setState(state: object, replace: true): void
}

/**
 * The stores a view or its fixtures write. Options, theme, modal, connectors and events are left as they are, and
 * so is the wallet registry's data (core loads its featured wallets once per instance), but for the fields below.
 */
const VIEW_STATE_STORES = [
  'router',
  'account',
  'chain',
  'connection',
  'walletConnection',
  'send',
  'swap',
  'history',
  'names',
  'auth',
  'siwx',
  'toast',
] as const satisfies readonly (keyof AppKit['stores'])[]

/** What a view or a fixture sets in the wallets store: the picked wallet and the All wallets search. */
const WALLETS_VIEW_FIELDS = ['selected', 'search', 'searchResults', 'searching'] as const

/** Parameters of {@link showGalleryView}. */
export interface ShowGalleryViewParameters {
  appKit: AppKit
  /** The view to show, in the state its fixtures describe. */
  view: RouterView
  /** Puts back the state createAppKit left, from {@link recordPristineState}. */
  restorePristineState: () => void
}

/**
 * Records the state of every store a view writes, as createAppKit left it, and returns what puts it back:
 * each view of a gallery page then starts from the state a fresh page load would give it.
 *
 * @example
 * const restorePristineState = recordPristineState(appKit)
 */
export function recordPristineState(appKit: AppKit): () => void {
  const restores = VIEW_STATE_STORES.map((name) => {
    const store = appKit.stores[name] as unknown as ResettableStore
    const pristine = store.getState()
    return () => store.setState(pristine, true)
  })
  const wallets = appKit.stores.wallets.getState()
  const pristineWallets = Object.fromEntries(WALLETS_VIEW_FIELDS.map((field) => [field, wallets[field]]))
  return () => {
    for (const restore of restores) restore()
    appKit.stores.wallets.setState(pristineWallets)
    // The one connector a fixture adds (ConnectingExternal's); the announced ones stay.
    appKit.stores.connectors.setState(({ connectors }) => ({
      connectors: connectors.filter(({ id }) => id !== DEMO_CUSTOM_CONNECTOR.id),
    }))
  }
}

/** Resolves once no modal is on the page (ModalRoot renders nothing while closed). */
function modalRemoved(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('.portico-modal')) return
      observer.disconnect()
      resolve()
    })
    if (!document.querySelector('.portico-modal')) return resolve()
    observer.observe(document.body, { childList: true, subtree: true })
  })
}

/**
 * Shows `view` in place: closes the modal, waits until it has left the page (so no component of the last view
 * is reused with its state), abandons a WalletConnect pairing, restores the pristine stores, applies the view's
 * fixtures and opens it.
 *
 * @returns what releases the view's late fixtures (call it before showing another view).
 *
 * @example
 * await showGalleryView({ appKit, view: 'Swap', restorePristineState })
 */
export async function showGalleryView({
  appKit,
  view,
  restorePristineState,
}: ShowGalleryViewParameters): Promise<() => void> {
  await appKit.close()
  await modalRemoved()
  // A pending pairing would be reused by the next QR view, without the URI the restored store no longer has.
  cancelWalletConnectPairing(appKit.context)
  restorePristineState()
  applyFixtures(appKit, view)
  await appKit.open({ view })
  return applyLateFixtures(appKit, view)
}
