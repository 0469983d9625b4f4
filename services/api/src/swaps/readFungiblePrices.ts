import type { ChainClients } from '../chains/createChainClients.ts'
import type { ApiChain } from '../config/apiChain.ts'
import { readUsdPrices } from '../prices/readUsdPrices.ts'
import { NATIVE_TOKEN_ADDRESS } from './swapChain.ts'
import type { SwapTokenId } from './swapTokenId.ts'

/** One priced token of `POST /v1/fungible/price`. */
export interface FungiblePrice {
  name: string
  symbol: string
  iconUrl: string
  /** USD per whole token from the chain's price sources; 0 when none prices it. */
  price: number
  /** The CAIP-10 id asked for, so callers need not match by symbol. */
  address: string
}

/** Parameters of {@link readFungiblePrices}. */
export interface ReadFungiblePricesParameters {
  chains: readonly ApiChain[]
  clients: ChainClients
  tokens: readonly SwapTokenId[]
}

/**
 * USD prices of tokens named by CAIP-10 id (the native coin as 0xeeee…eeee), read from the chain's price sources in
 * config order (Uniswap V2 pairs, Uniswap V3 pools, Chainlink feeds); a token none prices has price 0. Tokens on chains the API does not serve, or that it does not list, are left
 * out (§7: unsupported networks give an empty result).
 *
 * @example
 * await readFungiblePrices({ chains, clients, tokens: [parseSwapTokenId('eip155:31337:0xeeee…eeee')!] })
 * // [{ symbol: 'ETH', price: 3000, … }]
 */
export async function readFungiblePrices({
  chains,
  clients,
  tokens,
}: ReadFungiblePricesParameters): Promise<FungiblePrice[]> {
  const perChain = await Promise.all(
    chains.map(async (chain) => {
      const asked = tokens.filter((token) => token.caipNetworkId === chain.caipNetworkId)
      const client = clients.get(chain.caipNetworkId)
      if (asked.length === 0 || !client) return []
      const listed = chain.tokens.filter((t) => t.decimals !== 0) // §3: decimals "0" filtered out
      const prices = await readUsdPrices({ client, chain, tokens: listed })
      return asked.flatMap((token): FungiblePrice[] => {
        const address = `${token.caipNetworkId}:${token.address}`
        if (token.native) {
          const price = prices.get(NATIVE_TOKEN_ADDRESS) ?? 0
          const { name, symbol } = chain.nativeCurrency
          return [{ name, symbol, iconUrl: '', price, address }]
        }
        const found = listed.find((t) => t.address.toLowerCase() === token.address.toLowerCase())
        if (!found) return []
        const price = prices.get(found.address.toLowerCase()) ?? 0
        return [{ name: found.name, symbol: found.symbol, iconUrl: '', price, address }]
      })
    }),
  )
  return perChain.flat()
}
