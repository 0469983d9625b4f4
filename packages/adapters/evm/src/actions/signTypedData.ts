import type { AdapterSignTypedDataParameters } from '@portico/core'
import { requireProvider, toWalletError, type Eip1193AdapterSession } from '@portico/core'
import { getAddress, type Hex } from 'viem'
import { signTypedData as viemSignTypedData } from 'viem/actions'
import { walletClientFor } from '../walletClientFor.ts'

/** Parameters of {@link signTypedData}. */
export type SignTypedDataParameters = AdapterSignTypedDataParameters

/**
 * Asks the wallet to sign EIP-712 typed data with `eth_signTypedData_v4`; resolves to the signature.
 *
 * @throws {UserRejectedRequestError} when the person declines (4001); other failures are named by code.
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * const signature = await signTypedData(session, {
 *   address,
 *   typedData: { domain: { name: 'Portico', chainId: 31337 }, types: { Greeting: [{ name: 'text', type: 'string' }] },
 *     primaryType: 'Greeting', message: { text: 'hello' } },
 * })
 */
export async function signTypedData(
  session: Eip1193AdapterSession,
  { address, typedData, provider }: SignTypedDataParameters,
): Promise<Hex> {
  const client = walletClientFor(requireProvider(session, provider))
  try {
    return await viemSignTypedData(client, { ...typedData, account: getAddress(address) })
  } catch (error) {
    throw toWalletError('eth_signTypedData_v4', error)
  }
}
