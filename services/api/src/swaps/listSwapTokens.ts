import type { PublicClient } from 'viem'
import { readUsdPrices } from '../prices/readUsdPrices.ts'
import type { ApiChain } from '../config/apiChain.ts'
import { NATIVE_TOKEN_ADDRESS } from './swapChain.ts'

/** §3 swap token: the balance fields plus logoUri, integer decimals and the eip2612 flag. */
export interface SwapToken {
  name: string
  symbol: string
  chainId: string
  /** CAIP-10 id; the native coin is `eip155:<id>:0xeeee…eeee`. */
  address: string
  decimals: number
  logoUri: string
  iconUrl: string
  eip2612: false
  quantity: { decimals: string; numeric: string }
  price: number
  value: number
}

/**
 * The tokens one can swap on a chain: the native coin first, then every ERC-20 the chain lists except those
 * with 0 decimals (§3), each with its USD price from the chain's price sources (0 when none prices it). The list holds no account, so quantities are 0.
 *
 * @example
 * const tokens = await listSwapTokens(client, chain)
 */
export async function listSwapTokens(client: PublicClient, chain: ApiChain): Promise<SwapToken[]> {
  const tokens = chain.tokens.filter((token) => token.decimals !== 0) // §3: decimals "0" filtered out
  const prices = await readUsdPrices({ client, chain, tokens })
  const entry = (
    asset: { name: string; symbol: string; decimals: number },
    address: string,
    price: number,
  ): SwapToken => ({
    name: asset.name,
    symbol: asset.symbol,
    chainId: chain.caipNetworkId,
    address: `${chain.caipNetworkId}:${address}`,
    decimals: asset.decimals,
    logoUri: '',
    iconUrl: '',
    eip2612: false,
    quantity: { decimals: String(asset.decimals), numeric: '0' },
    price,
    value: 0,
  })
  const nativePrice = prices.get(NATIVE_TOKEN_ADDRESS) ?? 0
  return [
    entry(chain.nativeCurrency, NATIVE_TOKEN_ADDRESS, nativePrice),
    ...tokens.map((token) => entry(token, token.address, prices.get(token.address.toLowerCase()) ?? 0)),
  ]
}
