import { PorticoError, RequestAbortedError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { connectConnector, type ConnectInjectedReturnType } from '../connection/connectInjected.ts'
import { toWalletError } from '../connection/toWalletError.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { resetView } from '../router/resetView.ts'
import type { RecentWallet } from '../storage/recentWallets.ts'
import { setWalletDeepLink } from '../storage/walletDeepLink.ts'
import { getWalletConnectConnector } from './getWalletConnectConnector.ts'
import { isPairingExpired } from './isPairingExpired.ts'
import { remoteWalletConnector } from './remoteWalletConnector.ts'
import type { RemoteWalletSession, WalletConnectConnector } from './walletConnectConnector.ts'

/** Parameters of {@link connectWalletConnect}. */
export interface ConnectWalletConnectParameters {
  /** The wallet picked from the list, recorded as recent once connected (§4). */
  wallet?: RecentWallet | undefined
}

interface PendingPairing {
  promise: Promise<ConnectInjectedReturnType>
  controller: AbortController
}

/** The pairing each instance is waiting on (one at a time). */
const pending = new WeakMap<CoreContext, PendingPairing>()

/**
 * Connects a remote wallet over WalletConnect: starts a pairing whose URI (and §4's 4-minute expiry) lands in
 * the wallet connection store for the QR and deep-link views, then waits for the wallet to approve. A pending
 * pairing with more than 10 s left is reused instead of replaced, so reopening the view keeps the code a person
 * may be scanning (§4 does this on Telegram and iOS Safari; we do it everywhere, see ADR 0010). On approval the
 * session's eip155 account is connected like an injected wallet's, with connector type WALLET_CONNECT; §4
 * finalising stores the chosen deep link and the recent wallet and tracks CONNECT_SUCCESS with method `mobile`
 * (a deep link was opened) or `qrcode`.
 * On failure the store's `error` flag is set (the view offers a retry), CONNECT_ERROR is tracked and the error
 * is thrown; a pairing replaced by a newer one rejects with 'Request was aborted' and changes nothing.
 *
 * @throws {SignClientNotInitializedError} when no WalletConnect loader was given.
 * @throws {UserRejectedRequestError} when the wallet rejects the session.
 * @throws {RequestAbortedError} when a newer pairing replaced this one.
 *
 * @example
 * const { address } = await connectWalletConnect(context, { wallet: { id: 'portico-web-wallet', name: 'Portico Web Wallet' } })
 */
export function connectWalletConnect(
  context: CoreContext,
  { wallet }: ConnectWalletConnectParameters = {},
): Promise<ConnectInjectedReturnType> {
  const { walletConnection } = context.stores
  const current = pending.get(context)
  if (current && !current.controller.signal.aborted) {
    const { uri, pairingExpiry } = walletConnection.getState()
    if (uri === undefined || !isPairingExpired(pairingExpiry)) {
      if (wallet) walletConnection.setState({ recentWallet: wallet })
      return current.promise
    }
    current.controller.abort()
  }
  const controller = new AbortController()
  const promise = pairAndConnect(context, wallet, controller.signal).finally(() => {
    if (pending.get(context)?.controller === controller) pending.delete(context)
  })
  pending.set(context, { promise, controller })
  return promise
}

/**
 * Abandons the pairing being waited on, if any (the person left the QR view for another way to connect).
 *
 * @example
 * cancelWalletConnectPairing(context)
 */
export function cancelWalletConnectPairing(context: CoreContext): void {
  pending.get(context)?.controller.abort()
  pending.delete(context)
  context.stores.walletConnection.setState({ uri: undefined, pairingExpiry: undefined, error: false })
}

async function pairAndConnect(
  context: CoreContext,
  wallet: RecentWallet | undefined,
  signal: AbortSignal,
): Promise<ConnectInjectedReturnType> {
  const { walletConnection, chain } = context.stores
  const setStatus = (status: 'connecting' | 'connected' | 'disconnected') =>
    walletConnection.setState({ status: { ...walletConnection.getState().status, eip155: status } })
  walletConnection.setState({
    uri: undefined,
    pairingExpiry: undefined,
    error: false,
    buffering: false,
    recentWallet: wallet,
    linking: undefined,
  })
  setStatus('connecting')
  try {
    const connector = await getWalletConnectConnector(context)
    const session = await connector.connect({
      networks: chain.getState().networks,
      signal,
      onPairing: ({ uri, expiresAt }) => {
        if (!signal.aborted) walletConnection.setState({ uri, pairingExpiry: expiresAt })
      },
    })
    if (signal.aborted) throw new RequestAbortedError()
    walletConnection.setState({ buffering: true })
    const result = await connectRemoteSession(context, connector, session, { silent: false })
    if (context.stores.router.getState().view !== 'UnsupportedChain') resetView(context, 'Account')
    return result
  } catch (error) {
    if (signal.aborted)
      throw error instanceof RequestAbortedError ? error : new RequestAbortedError({ cause: error })
    const named = error instanceof PorticoError ? error : toWalletError('wc_sessionPropose', error)
    walletConnection.setState({ error: true, buffering: false })
    setStatus('disconnected')
    trackEvent(context, { type: 'track', event: 'CONNECT_ERROR', properties: { message: named.message } })
    throw named
  }
}

/**
 * Connects an approved (or restored) WalletConnect session: its eip155 provider becomes the namespace's
 * connection, disconnecting ends the session at the wallet, and §4's finalising is done (deep link, recent
 * wallet, CONNECT_SUCCESS with `mobile`, `qrcode`, or `reconnect: true` when restored).
 */
export async function connectRemoteSession(
  context: CoreContext,
  connector: WalletConnectConnector,
  session: RemoteWalletSession,
  { silent }: { silent: boolean },
): Promise<ConnectInjectedReturnType> {
  const { walletConnection } = context.stores
  const { linking, recentWallet } = walletConnection.getState()
  const result = await connectConnector(context, remoteWalletConnector(session), {
    silent,
    method: linking ? 'mobile' : 'qrcode',
    recentWallet: recentWallet ?? (silent ? undefined : { id: 'walletConnect', name: session.peer.name }),
    // This session's topic: when a newer session replaces it, ending this one must not end the newer one.
    endSession: () => connector.disconnect(session.topic),
  })
  if (linking) setWalletDeepLink(context.storage, linking)
  walletConnection.setState({
    uri: undefined,
    pairingExpiry: undefined,
    error: false,
    buffering: false,
    status: { ...walletConnection.getState().status, eip155: 'connected' },
  })
  return result
}
