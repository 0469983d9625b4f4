import { alertForUnauthorizedMessage, InvalidProjectIdError, type PorticoError } from '@portico/common'
import type { ISignClient } from '@walletconnect/types'

// The WalletConnect client reports a relay's refusal as "WebSocket connection closed abnormally with code:
// 3000 (reason)"; 3000 is the close code of an unauthorised project.
const REFUSAL = /code: 3000 \((.*)\)\s*$/

/**
 * The §8 alert for a relay that refused this client, from the error the WalletConnect client emits: an
 * unknown or missing project id → Invalid Project ID, 'origin not allowed' → Invalid App Configuration, with
 * the relay's reason as the cause; `undefined` for any other error (a network drop, which the client retries).
 *
 * @example
 * relayRefusalError(new Error('WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)'))
 * // InvalidProjectIdError, cause: Error('Unauthorized: invalid key')
 */
export function relayRefusalError(error: unknown): PorticoError | undefined {
  const message = error instanceof Error ? error.message : String(error)
  const reason = REFUSAL.exec(message)?.[1]
  if (reason === undefined) return undefined
  const cause = new Error(reason)
  const alert = alertForUnauthorizedMessage(reason.replace(/^Unauthorized: /, ''))
  return alert ? Object.assign(alert, { cause }) : new InvalidProjectIdError({ cause })
}

/** What {@link watchRelayRefusal} returns. */
export interface RelayRefusalWatch {
  /** Rejects with the refusal once the relay refused the client (at once if it already has). Never resolves. */
  refused: Promise<never>
  /** Stops listening. */
  stop(): void
}

/**
 * Follows the sign client's relay errors: a relay that closes the socket with code 3000 (the project id is
 * missing or unknown, as the WalletConnect network answers) makes `refused` reject with the §8 alert. The
 * WalletConnect client does not retry such a socket, so without this a connect would wait for ever.
 *
 * @example
 * const watch = watchRelayRefusal(signClient)
 * await Promise.race([connectSession({ signClient, networks, onPairing }), watch.refused])
 */
export function watchRelayRefusal(signClient: ISignClient): RelayRefusalWatch {
  let reject: (error: PorticoError) => void = () => undefined
  const refused = new Promise<never>((_, fail) => (reject = fail))
  // A refusal nobody is racing against yet must not be an unhandled rejection; racers still see it.
  refused.catch(() => undefined)
  const onError = (error: unknown) => {
    const refusal = relayRefusalError(error)
    if (refusal) reject(refusal)
  }
  signClient.core.relayer.on('relayer_error', onError)
  return { refused, stop: () => void signClient.core.relayer.off('relayer_error', onError) }
}
