import type { ISignClient, SessionTypes } from '@walletconnect/types'

/**
 * The live session of an earlier visit: among the sessions in the sign client's storage that this dapp
 * proposed (the wallet controls them), were acknowledged and have not expired, the one that expires last.
 *
 * @example
 * const session = findLatestSession(signClient) // undefined on a first visit
 */
export function findLatestSession(
  signClient: ISignClient,
  now = Date.now(),
): SessionTypes.Struct | undefined {
  return signClient.session
    .getAll()
    .filter(
      (session) =>
        session.acknowledged && session.controller !== session.self.publicKey && session.expiry * 1000 > now,
    )
    .sort((a, b) => b.expiry - a.expiry)[0]
}
