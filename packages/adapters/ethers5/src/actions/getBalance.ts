import { TokenBalanceUnavailableError } from '@portico/common'
import type { AdapterGetBalanceParameters, AdapterGetBalanceReturnType } from '@portico/core'
import { utils } from 'ethers'
import { rpcProvidersFor } from '../ethers/rpcProviderFor.ts'

/** Parameters of {@link getBalance}. */
export type GetBalanceParameters = AdapterGetBalanceParameters

/** Return type of {@link getBalance}. */
export type GetBalanceReturnType = AdapterGetBalanceReturnType

/**
 * Reads the native balance of `address` with an ethers 5 `StaticJsonRpcProvider` on the network's own RPC (not the
 * wallet), trying its URLs in order, and formats it in whole coins with the network's decimals.
 *
 * @throws {RpcUrlNotProvidedError} when the network has no HTTP RPC URL (§8 'No RPC url provided for chainId').
 * @throws {TokenBalanceUnavailableError} when no URL answers (§8 'Token Balance Unavailable'), the last failure
 *   as its cause.
 *
 * @example
 * await getBalance({ address: '0x7099…79C8', caipNetwork: porticoDevnet }) // { balance: '10000', symbol: 'ETH' }
 */
export async function getBalance({
  address,
  caipNetwork,
}: GetBalanceParameters): Promise<GetBalanceReturnType> {
  const account = utils.getAddress(address)
  let failure: unknown
  for (const provider of rpcProvidersFor(caipNetwork)) {
    try {
      const wei = await provider.getBalance(account)
      const { decimals, symbol } = caipNetwork.nativeCurrency
      // ethers writes whole amounts as '10000.0'; core and the other adapters write '10000'.
      return { balance: utils.formatUnits(wei, decimals).replace(/\.0$/, ''), symbol }
    } catch (error) {
      failure = error
    }
  }
  throw new TokenBalanceUnavailableError({ cause: failure })
}
