import type { Address, PublicClient } from 'viem'
import type {
  ApiChain,
  ApiToken,
  ChainlinkPriceSource,
  UniswapV2PriceSource,
  UniswapV3PriceSource,
} from '../config/apiChain.ts'
import { NATIVE_TOKEN_ADDRESS } from '../swaps/swapChain.ts'
import { readChainlinkPrices } from './readChainlinkPrices.ts'
import { readPoolPrices, type UsdPrices } from './readPoolPrices.ts'
import { readUniswapV3Quotes, type PoolQuote } from './readUniswapV3Quotes.ts'

/** Parameters of {@link readUsdPrices}. */
export interface ReadUsdPricesParameters {
  client: PublicClient
  chain: Pick<ApiChain, 'priceSources'>
  /** The tokens to price (the chain's listed tokens); the native coin is priced when a source names it. */
  tokens: readonly ApiToken[]
}

type Found = ReadonlyMap<string, number>

const key = (address: Address) => address.toLowerCase()

async function readV2(client: PublicClient, source: UniswapV2PriceSource, tokens: readonly ApiToken[]) {
  const pricing = {
    uniswapV2Factory: source.factory,
    usdToken: source.usdToken,
    wrappedNative: source.wrappedNative,
  }
  const prices = new Map(await readPoolPrices(client, pricing, tokens))
  const wrapped = prices.get(key(source.wrappedNative))
  // The native coin is worth its wrapped form.
  if (wrapped !== undefined) prices.set(NATIVE_TOKEN_ADDRESS, wrapped)
  return prices
}

async function readChainlink(client: PublicClient, sources: readonly ChainlinkPriceSource[]) {
  const answers = await readChainlinkPrices(client, sources)
  return answers.map(
    ({ source, price }): Found => new Map(price === undefined ? [] : [[key(source.token), price]]),
  )
}

/** Prices the side of a pool whose USD price is not known yet from the side that is; true when it did. */
function priceThroughPool(prices: Map<string, number>, quote: PoolQuote): boolean {
  const [a, b] = [key(quote.token0), key(quote.token1)]
  const [priceA, priceB] = [prices.get(a), prices.get(b)]
  if (priceA === undefined && priceB !== undefined) prices.set(a, quote.price0In1 * priceB)
  else if (priceB === undefined && priceA !== undefined) prices.set(b, priceA / quote.price0In1)
  else return false
  return true
}

/**
 * USD prices of `tokens` from every price source of the chain, in config order: the first source that prices
 * a token wins. Uniswap V2 pairs and Chainlink feeds give USD prices directly; a Uniswap V3 pool's
 * time-weighted rate prices one of its tokens from the other's USD price (so a path of pools reaches a
 * token from one that a feed or pair prices). The native coin is keyed 0xeeee…eeee. A token no source
 * reaches is absent: callers show 0 rather than invent a price.
 *
 * @throws {PriceSourceError} when a configured source cannot be read.
 *
 * @example
 * const prices = await readUsdPrices({ client, chain, tokens: chain.tokens })
 * prices.get('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee') // 3000
 */
export async function readUsdPrices({ client, chain, tokens }: ReadUsdPricesParameters): Promise<UsdPrices> {
  const sources = chain.priceSources
  const chainlink = sources.filter((s): s is ChainlinkPriceSource => s.type === 'chainlink')
  const [chainlinkPrices, ...direct] = await Promise.all([
    readChainlink(client, chainlink),
    ...sources.map((source) =>
      source.type === 'uniswap-v2' ? readV2(client, source, tokens) : Promise.resolve(undefined),
    ),
  ])
  const found = sources.map((source, i) =>
    source.type === 'chainlink' ? chainlinkPrices[chainlink.indexOf(source)]! : direct[i],
  )
  const priced = found.flatMap((prices) => [...(prices?.keys() ?? [])])
  const anchors = [...new Set(priced)].filter((a) => a !== NATIVE_TOKEN_ADDRESS) as Address[]
  const quotes = await Promise.all(
    sources.map((source) =>
      source.type === 'uniswap-v3'
        ? readUniswapV3Quotes({ client, source: source as UniswapV3PriceSource, tokens, anchors })
        : Promise.resolve([]),
    ),
  )
  const prices = new Map<string, number>()
  sources.forEach((_, i) => {
    for (const [address, price] of found[i] ?? []) if (!prices.has(address)) prices.set(address, price)
    for (const quote of quotes[i]!) priceThroughPool(prices, quote)
  })
  // A pool listed before the source that prices one of its sides still prices the other.
  const pools = quotes.flat()
  while (pools.some((quote) => priceThroughPool(prices, quote)));
  return prices
}
