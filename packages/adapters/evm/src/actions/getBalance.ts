import { RpcUrlNotProvidedError, TokenBalanceUnavailableError, type CaipNetwork } from '@portico/common'
import type { AdapterGetBalanceParameters, AdapterGetBalanceReturnType } from '@portico/core'
import { createRpcTransport } from '@portico/common/rpc'
import { createPublicClient, formatUnits, getAddress, type PublicClient } from 'viem'

/** Parameters of {@link getBalance}. */
export type GetBalanceParameters = AdapterGetBalanceParameters

/** Return type of {@link getBalance}. */
export type GetBalanceReturnType = AdapterGetBalanceReturnType

const clients = new Map<string, PublicClient>()

function publicClientFor(network: CaipNetwork): PublicClient {
  const urls = network.rpcUrls.default.http
  if (urls.length === 0) throw new RpcUrlNotProvidedError({ chainId: network.caipNetworkId })
  const key = urls.join(' ')
  let client = clients.get(key)
  if (!client) {
    // The one chain RPC transport: §9 batch 1000, timeout 10 s, retry 3 with 150 ms exponential delay,
    // fallback across the network's URLs.
    const transport = createRpcTransport({ urls, chainId: network.caipNetworkId })
    clients.set(key, (client = createPublicClient({ transport })))
  }
  return client
}

/**
 * Reads the native balance of `address` over the network's own RPC (not the wallet) and formats it in whole
 * coins with the network's decimals.
 *
 * @throws {RpcUrlNotProvidedError} when the network has no HTTP RPC URL (§8 'No RPC url provided for chainId').
 * @throws {TokenBalanceUnavailableError} when the RPC fails (§8 'Token Balance Unavailable').
 *
 * @example
 * await getBalance({ address: '0x7099…79C8', caipNetwork: porticoDevnet }) // { balance: '10000', symbol: 'ETH' }
 */
export async function getBalance({
  address,
  caipNetwork,
}: GetBalanceParameters): Promise<GetBalanceReturnType> {
  const client = publicClientFor(caipNetwork)
  try {
    const wei = await client.getBalance({ address: getAddress(address) })
    const { decimals, symbol } = caipNetwork.nativeCurrency
    return { balance: formatUnits(wei, decimals), symbol }
  } catch (error) {
    throw new TokenBalanceUnavailableError({ cause: error })
  }
}
