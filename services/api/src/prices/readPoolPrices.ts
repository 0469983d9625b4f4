import { parseAbi, zeroAddress, type Address, type PublicClient } from 'viem'
import type { ApiChain, ApiToken } from '../config/apiChain.ts'

const factoryAbi = parseAbi(['function getPair(address tokenA, address tokenB) view returns (address pair)'])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])

/** USD price of one whole unit of each token, keyed by lower-case address; 0 when no pool prices it. */
export type UsdPrices = ReadonlyMap<string, number>

/** Ratio of two fixed-point amounts as a float, keeping 18 significant decimals before the division. */
function ratio(
  numerator: bigint,
  numeratorDecimals: number,
  denominator: bigint,
  denominatorDecimals: number,
) {
  if (denominator === 0n) return 0
  const scale = 10n ** 18n
  const scaled =
    (numerator * scale * 10n ** BigInt(denominatorDecimals)) /
    (denominator * 10n ** BigInt(numeratorDecimals))
  return Number(scaled) / 1e18
}

/**
 * Spot USD prices from the reserves of each token's Uniswap V2 pool against the chain's USD stablecoin.
 * The stablecoin itself is worth 1.
 *
 * @example
 * const prices = await readPoolPrices(client, chain, chain.tokens)
 * prices.get(weth.toLowerCase()) // 3000
 */
export async function readPoolPrices(
  client: PublicClient,
  pricing: NonNullable<ApiChain['pricing']>,
  tokens: readonly ApiToken[],
): Promise<UsdPrices> {
  const usd = pricing.usdToken
  const priced = tokens.filter((t) => t.address.toLowerCase() !== usd.address.toLowerCase())
  const pairs = await client.multicall({
    allowFailure: false,
    contracts: priced.map((t) => ({
      address: pricing.uniswapV2Factory,
      abi: factoryAbi,
      functionName: 'getPair' as const,
      args: [t.address, usd.address] as const,
    })),
  })
  const pooled = priced.flatMap((t, i) =>
    pairs[i] && pairs[i] !== zeroAddress ? [{ token: t, pair: pairs[i] as Address }] : [],
  )
  const reads = await client.multicall({
    allowFailure: false,
    contracts: pooled.flatMap(({ pair }) => [
      { address: pair, abi: pairAbi, functionName: 'getReserves' as const },
      { address: pair, abi: pairAbi, functionName: 'token0' as const },
    ]),
  })
  const prices = new Map<string, number>([[usd.address.toLowerCase(), 1]])
  pooled.forEach(({ token }, i) => {
    const [reserve0, reserve1] = reads[2 * i] as readonly [bigint, bigint, number]
    const token0 = reads[2 * i + 1] as Address
    const tokenIsFirst = token0.toLowerCase() === token.address.toLowerCase()
    const [tokenReserve, usdReserve] = tokenIsFirst ? [reserve0, reserve1] : [reserve1, reserve0]
    prices.set(token.address.toLowerCase(), ratio(usdReserve, usd.decimals, tokenReserve, token.decimals))
  })
  return prices
}
