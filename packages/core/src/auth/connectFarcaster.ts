import { PorticoError, RequestAbortedError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import type { ConnectInjectedReturnType } from '../connection/connectInjected.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { connectEmbeddedUser } from './connectEmbeddedUser.ts'
import { getEmbeddedWallet } from './getEmbeddedWallet.ts'

/** Parameters of {@link connectFarcaster}. */
export interface ConnectFarcasterParameters {
  /** Stops waiting (the ConnectingFarcaster view closed). */
  signal: AbortSignal
}

/**
 * Sign In With Farcaster through the embedded wallet (ADR 0022): the secure site opens a channel on its
 * Farcaster relay (GET_FARCASTER_URI) and the connect URL lands in the connection store's `farcasterUrl`, which
 * the ConnectingFarcaster view shows as a QR code and a link; CONNECT_FARCASTER is asked again while the view is
 * open (each waits up to 20 s, under §9's 30 s connect timeout) until the person approved in their Farcaster
 * wallet and the secure site verified the custody signature; then the auth connector connects the embedded
 * wallet of that Farcaster account (CONNECT_SUCCESS with method `social`).
 *
 * @throws {RequestAbortedError} 'Request was aborted' when `signal` aborts.
 * @throws {FrameError} the secure site's error, e.g. 'Farcaster login is not available' when it has no relay.
 *
 * @example
 * const controller = new AbortController()
 * await connectFarcaster(context, { signal: controller.signal })
 */
export async function connectFarcaster(
  context: CoreContext,
  { signal }: ConnectFarcasterParameters,
): Promise<ConnectInjectedReturnType> {
  const { connection, chain } = context.stores
  connection.setState({ farcasterUrl: undefined })
  try {
    const wallet = await getEmbeddedWallet(context)
    const { url } = await wallet.request('GET_FARCASTER_URI', undefined)
    if (signal.aborted) throw new RequestAbortedError()
    connection.setState({ farcasterUrl: url })
    for (;;) {
      const answer = await wallet.request('CONNECT_FARCASTER', undefined)
      if (signal.aborted) throw new RequestAbortedError()
      if (answer.status === 'completed') break
    }
    const user = await wallet.request('GET_USER', { chainId: chain.getState().activeNetwork?.caipNetworkId })
    return await connectEmbeddedUser(context, wallet, user, { silent: false })
  } catch (error) {
    if (!signal.aborted) {
      const message = error instanceof PorticoError ? error.shortMessage : String(error)
      trackEvent(context, {
        type: 'track',
        event: 'CONNECT_ERROR',
        properties: { message, provider: 'farcaster' },
      })
    }
    throw error
  }
}
