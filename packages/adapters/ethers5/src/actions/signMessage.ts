import {
  requireProvider,
  toWrappedWalletError,
  type AdapterSignMessageParameters,
  type HexString,
  type Eip1193AdapterSession,
} from '@portico/core'
import { signerFor } from '../ethers/signerFor.ts'

/** Parameters of {@link signMessage}. */
export type SignMessageParameters = AdapterSignMessageParameters

/**
 * Asks the wallet to sign a text message (EIP-191 `personal_sign`) through ethers' `signer.signMessage`;
 * resolves to the signature, which ethers' `utils.verifyMessage` turns back into the address.
 *
 * @throws {UserRejectedRequestError} when the person declines (4001); other failures are named by code.
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * const signature = await signMessage(session, { message: 'Sign in to Portico', address })
 */
export async function signMessage(
  session: Eip1193AdapterSession,
  { message, address, provider }: SignMessageParameters,
): Promise<HexString> {
  const signer = signerFor(requireProvider(session, provider), address)
  try {
    return (await signer.signMessage(message)) as HexString
  } catch (error) {
    throw toWrappedWalletError('personal_sign', error)
  }
}
