import { PAIRING_DURATION_MS, RequestAbortedError } from '@portico/common'
import type { WalletConnectConnectParameters } from '@portico/core'
import type { ISignClient, SessionTypes } from '@walletconnect/types'
import { getSdkError, parseUri } from '@walletconnect/utils'
import { proposalNamespaces } from './proposalNamespaces.ts'
import { toProposalError } from './toProposalError.ts'

/** Parameters of {@link connectSession}. */
export interface ConnectSessionParameters extends WalletConnectConnectParameters {
  /** The dapp's sign client. */
  signClient: ISignClient
}

/**
 * Proposes a session for `networks` (optional namespaces only), reports the pairing URI with §4's 4-minute
 * expiry, and resolves with the session once the wallet approves it.
 * Aborting drops the pairing, so a wallet that scans the old code later finds nothing; a session approved in
 * the instant after an abort is ended at once.
 *
 * @throws {UserRejectedRequestError} when the wallet declines the proposal.
 * @throws {WalletRequestError} when the proposal expires or cannot be published.
 * @throws {RequestAbortedError} 'Request was aborted' (§8) when `signal` aborts first.
 *
 * @example
 * const session = await connectSession({ signClient, networks, onPairing: ({ uri }) => showQr(uri) })
 */
export async function connectSession({
  signClient,
  networks,
  onPairing,
  signal,
}: ConnectSessionParameters): Promise<SessionTypes.Struct> {
  if (signal?.aborted) throw new RequestAbortedError()
  const { uri, approval } = await signClient.connect({ optionalNamespaces: proposalNamespaces(networks) })
  // Without a pairingTopic the sign client always creates a pairing, and so a URI.
  const pairingTopic = uri ? parseUri(uri).topic : undefined
  const abandon = () => {
    if (pairingTopic) void signClient.core.pairing.disconnect({ topic: pairingTopic }).catch(() => undefined)
  }
  const approved = approval().catch((error: unknown) => Promise.reject(toProposalError(error)))
  approved.catch(() => undefined) // settled below or, after an abort, deliberately ignored
  const settled = new Promise<SessionTypes.Struct>((resolve, reject) => {
    if (!signal) return void approved.then(resolve, reject)
    const onAbort = () => {
      abandon()
      reject(new RequestAbortedError())
      approved
        .then(({ topic }) => signClient.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') }))
        .catch(() => undefined)
    }
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    approved
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
      .catch(() => undefined)
  })
  // §4: a new pairing lasts 4 minutes. Reported once the abort listener is in place (it may abort at once).
  if (uri && !signal?.aborted) onPairing({ uri, expiresAt: Date.now() + PAIRING_DURATION_MS })
  return settled
}
