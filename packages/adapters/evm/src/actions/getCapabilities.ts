import { MissingCapabilitiesAddressError } from '@portico/common'
import type { AdapterCapabilities } from '@portico/core'
import type { EIP1193Provider } from 'viem'
import { toWalletError } from '@portico/core'
import { requireProvider, type EvmAdapterSession } from '../session.ts'

/**
 * The wallet's EIP-5792 capabilities for `address` (`wallet_getCapabilities`), by hex chain id.
 *
 * @throws {MissingCapabilitiesAddressError} without an address (§5; §8 exact message).
 * @throws {UnsupportedProviderMethodError | WalletRequestError} when the wallet does not answer it, with the RPC code.
 *
 * @example
 * const capabilities = await getCapabilities(session, '0x7099…79C8') // { '0x7a69': { atomic: { … } } }
 */
export async function getCapabilities(
  session: EvmAdapterSession,
  address?: string,
  provider?: EIP1193Provider,
): Promise<AdapterCapabilities> {
  if (!address) throw new MissingCapabilitiesAddressError()
  const wallet = requireProvider(session, provider)
  try {
    const answer = await wallet.request({
      method: 'wallet_getCapabilities',
      params: [address as `0x${string}`],
    })
    return answer as AdapterCapabilities
  } catch (error) {
    throw toWalletError('wallet_getCapabilities', error)
  }
}
