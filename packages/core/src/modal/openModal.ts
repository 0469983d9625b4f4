import type { ChainNamespace } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { toRouterView, type AppKitView } from '../router/appKitViews.ts'
import { defaultView } from '../router/defaultView.ts'
import { resetView } from '../router/resetView.ts'
import type { RouterView } from '../router/routerStore.ts'
import { prefillSend, type SendArguments } from '../send/prefillSend.ts'
import type { SwapArguments } from '../swap/swapStore.ts'
import { PAIRING_LIFETIME_MS } from '../walletConnect/isPairingExpired.ts'

/** Parameters of {@link openModal}. */
export interface OpenModalParameters {
  /** View to show instead of the default one: a Portico view, or an AppKit view name (`WalletSend`…). */
  view?: RouterView | AppKitView | undefined
  /** Namespace to connect or show (§2: a caller may force a namespace). */
  namespace?: ChainNamespace | undefined
  /** AppKit's view arguments: `{ amount, fromToken, toToken }` for Swap, `{ amount, assetAddress, to }` for WalletSend. */
  arguments?: SwapArguments | SendArguments | undefined
  /** A WalletConnect pairing URI the app made itself (`manualWCControl`), shown as the QR code. */
  uri?: string | undefined
}

/**
 * Opens the modal. §2: opening resets the view to the default one (Account when an address is connected,
 * otherwise Connect, or the no-adapter view by device) unless the caller forces a view; a forced namespace is
 * kept in the modal state. AppKit's view names are mapped to Portico's views; Swap and WalletSend arguments fill
 * in the swap or the send draft; a `uri` is shown by the WalletConnect views.
 *
 * @example
 * openModal(context, {})
 * openModal(context, { view: 'Connect', namespace: 'solana' })
 * openModal(context, { view: 'Swap', arguments: { amount: '1.5', fromToken: 'ETH', toToken: 'PUSD' } })
 */
export function openModal(
  context: CoreContext,
  { view, namespace, arguments: viewArguments, uri }: OpenModalParameters = {},
): void {
  const target = view === undefined ? defaultView(context) : toRouterView(view)
  if (uri !== undefined) {
    context.stores.walletConnection.setState({ uri, pairingExpiry: pairingExpiryOf(uri), error: false })
  }
  if (target === 'Swap' && viewArguments) {
    // The Swap view initializes again and applies the preset once the tokens are loaded.
    context.stores.swap.setState({ preset: viewArguments as SwapArguments, initialized: false })
  }
  if (target === 'Send' && viewArguments) prefillSend(context, viewArguments as SendArguments)
  resetView(context, target)
  context.stores.modal.setState({ open: true, namespace })
  const connected = context.stores.account.getState().status === 'connected'
  trackEvent(context, { type: 'track', event: 'MODAL_OPEN', properties: { connected } })
}

/** When a pairing URI expires: its `expiryTimestamp` (seconds, WalletConnect v2), else §9's 4 minutes from now. */
function pairingExpiryOf(uri: string): number {
  const seconds = Number(/[?&]expiryTimestamp=(\d+)/.exec(uri)?.[1])
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : Date.now() + PAIRING_LIFETIME_MS
}
