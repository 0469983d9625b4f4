import type { AdapterSignMessageParameters, HexString } from '@portico/core'
import { toEthersWalletError } from '../errors/toEthersWalletError.ts'
import { signerFor } from '../ethers/signerFor.ts'
import { requireProvider, type EthersAdapterSession } from '../session.ts'

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
  session: EthersAdapterSession,
  { message, address, provider }: SignMessageParameters,
): Promise<HexString> {
  const signer = signerFor(requireProvider(session, provider), address)
  try {
    return (await signer.signMessage(message)) as HexString
  } catch (error) {
    throw toEthersWalletError('personal_sign', error)
  }
}
