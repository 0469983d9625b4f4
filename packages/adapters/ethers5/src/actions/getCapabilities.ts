import { MissingCapabilitiesAddressError } from '@portico/common'
import type { AdapterCapabilities } from '@portico/core'
import { toEthersWalletError } from '../errors/toEthersWalletError.ts'
import { requireProvider, type EthersAdapterSession } from '../session.ts'

/**
 * The wallet's EIP-5792 capabilities for `address`, by hex chain id: a raw `wallet_getCapabilities` request to
 * the wallet's provider (ethers has no call for it).
 *
 * @throws {MissingCapabilitiesAddressError} without an address (§5; §8 'Missing address parameter in
 *   wallet_getCapabilities request').
 * @throws {UnsupportedProviderMethodError | WalletRequestError} when the wallet does not answer it, with the RPC code.
 * @throws {RequestBeforeConnectError} when no wallet is connected.
 *
 * @example
 * const capabilities = await getCapabilities(session, '0x7099…79C8') // { '0x7a69': { atomic: { … } } }
 */
export async function getCapabilities(
  session: EthersAdapterSession,
  address?: string,
): Promise<AdapterCapabilities> {
  if (!address) throw new MissingCapabilitiesAddressError()
  const wallet = requireProvider(session)
  try {
    const answer = await wallet.request({
      method: 'wallet_getCapabilities',
      params: [address as `0x${string}`],
    })
    return answer as AdapterCapabilities
  } catch (error) {
    throw toEthersWalletError('wallet_getCapabilities', error)
  }
}
