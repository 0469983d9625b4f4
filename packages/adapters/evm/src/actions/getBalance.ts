import { RpcUrlNotProvidedError, TokenBalanceUnavailableError, type CaipNetwork } from '@portico/common'
import type { AdapterGetBalanceParameters, AdapterGetBalanceReturnType } from '@portico/core'
import { createPublicClient, formatUnits, getAddress, http, type PublicClient } from 'viem'

/** Parameters of {@link getBalance}. */
export type GetBalanceParameters = AdapterGetBalanceParameters

/** Return type of {@link getBalance}. */
export type GetBalanceReturnType = AdapterGetBalanceReturnType

const clients = new Map<string, PublicClient>()

function publicClientFor(network: CaipNetwork): PublicClient {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new RpcUrlNotProvidedError({ chainId: network.caipNetworkId })
  let client = clients.get(url)
  if (!client) {
    // §9 RPC: batch 1000, timeout 10 s, retry 3 with 150 ms exponential delay.
    const transport = http(url, {
      batch: { batchSize: 1000 },
      timeout: 10_000,
      retryCount: 3,
      retryDelay: 150,
    })
    clients.set(url, (client = createPublicClient({ transport })))
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
