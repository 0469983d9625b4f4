import type { AdapterSignMessageParameters } from '@portico/core'
import { getAddress, type Hex } from 'viem'
import { signMessage as viemSignMessage } from 'viem/actions'
import { requireProvider, toWalletError, type Eip1193AdapterSession } from '@portico/core'
import { walletClientFor } from '../walletClientFor.ts'

/** Parameters of {@link signMessage}. */
export type SignMessageParameters = AdapterSignMessageParameters

/**
 * Asks the wallet to sign a text message with `personal_sign` (EIP-191); resolves to the signature.
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
): Promise<Hex> {
  const client = walletClientFor(requireProvider(session, provider))
  try {
    return await viemSignMessage(client, { account: getAddress(address), message })
  } catch (error) {
    throw toWalletError('personal_sign', error)
  }
}
