import {
  requireProvider,
  toWrappedWalletError,
  type AdapterSignTypedDataParameters,
  type HexString,
  type Eip1193AdapterSession,
} from '@portico/core'
import type { TypedDataDomain, TypedDataField } from 'ethers'
import { signerFor } from '../ethers/signerFor.ts'

/** Parameters of {@link signTypedData}. */
export type SignTypedDataParameters = AdapterSignTypedDataParameters

/** ethers derives the domain's type from the domain itself and refuses an `EIP712Domain` entry in `types`. */
function typesWithoutDomain(types: Record<string, unknown>): Record<string, TypedDataField[]> {
  const { EIP712Domain: _domain, ...rest } = types
  return rest as Record<string, TypedDataField[]>
}

/**
 * Asks the wallet to sign EIP-712 typed data (`eth_signTypedData_v4`) through ethers' `signer.signTypedData`;
 * resolves to the signature, which ethers' `verifyTypedData` turns back into the address.
 *
 * @throws {UserRejectedRequestError} when the person declines (4001); other failures are named by code.
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * const signature = await signTypedData(session, {
 *   address,
 *   typedData: { domain: { name: 'Portico', chainId: 31337 }, types: { Mail: [{ name: 'body', type: 'string' }] },
 *     primaryType: 'Mail', message: { body: 'hello' } },
 * })
 */
export async function signTypedData(
  session: Eip1193AdapterSession,
  { address, typedData, provider }: SignTypedDataParameters,
): Promise<HexString> {
  const signer = signerFor(requireProvider(session, provider), address)
  const {
    domain = {},
    types,
    message,
  } = typedData as {
    domain?: TypedDataDomain
    types: Record<string, unknown>
    message: Record<string, unknown>
  }
  try {
    return (await signer.signTypedData(domain, typesWithoutDomain(types), message)) as HexString
  } catch (error) {
    throw toWrappedWalletError('eth_signTypedData_v4', error)
  }
}
