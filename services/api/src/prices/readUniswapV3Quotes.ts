import { erc20Abi, parseAbi, zeroAddress, type Address, type PublicClient } from 'viem'
import type { ApiToken, UniswapV3PriceSource } from '../config/apiChain.ts'
import { PriceSourceError } from './priceSourceError.ts'
import { meanTick, tickToPrice } from './twapTickToPrice.ts'

const factoryAbi = parseAbi([
  'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address pool)',
])
const poolAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function observe(uint32[] secondsAgos) view returns (int56[] tickCumulatives, uint160[] secondsPerLiquidityCumulativeX128s)',
])

/** A pool's time-weighted exchange rate: one whole `token0` is worth `price0In1` whole `token1`. */
export interface PoolQuote {
  pool: Address
  token0: Address
  token1: Address
  price0In1: number
}

/** Parameters of {@link readUniswapV3Quotes}. */
export interface ReadUniswapV3QuotesParameters {
  client: PublicClient
  source: UniswapV3PriceSource
  /** The chain's listed tokens: their decimals are used, and (with factory and fee) their pools are looked up. */
  tokens: readonly ApiToken[]
  /** With factory and fee: each listed token's pool against each of these (tokens other sources price). */
  anchors: readonly Address[]
}

async function poolsOf({ client, source, tokens, anchors }: ReadUniswapV3QuotesParameters) {
  if (source.pool) return [source.pool]
  const { factory, fee } = source as Required<Pick<UniswapV3PriceSource, 'factory' | 'fee'>>
  const pairs = tokens.flatMap((token) =>
    anchors
      .filter((anchor) => anchor.toLowerCase() !== token.address.toLowerCase())
      .map((anchor) => [token.address, anchor] as const),
  )
  const found = await client.multicall({
    allowFailure: false,
    contracts: pairs.map((args) => ({
      address: factory,
      abi: factoryAbi,
      functionName: 'getPool' as const,
      args: [...args, fee] as const,
    })),
  })
  const unique = new Set(found.filter((pool) => pool !== zeroAddress).map((pool) => pool.toLowerCase()))
  return [...unique] as Address[]
}

async function decimalsOf(client: PublicClient, tokens: readonly ApiToken[], addresses: Address[]) {
  const known = new Map(tokens.map((t) => [t.address.toLowerCase(), t.decimals]))
  const unknown = [...new Set(addresses.map((a) => a.toLowerCase()))].filter(
    (a) => !known.has(a),
  ) as Address[]
  const read = await client.multicall({
    allowFailure: false,
    contracts: unknown.map((address) => ({ address, abi: erc20Abi, functionName: 'decimals' as const })),
  })
  unknown.forEach((address, i) => known.set(address, Number(read[i])))
  return known
}

/**
 * Time-weighted exchange rates from Uniswap V3 pools: `observe([twapSeconds, 0])` gives the mean tick over the
 * window, turned into a price with the two tokens' decimals. The source names one `pool`, or a `factory` and
 * `fee` in which each listed token's pool against each anchor is looked up.
 *
 * @throws {PriceSourceError} when a pool cannot be read, or its history is shorter than `twapSeconds`.
 *
 * @example
 * const [quote] = await readUniswapV3Quotes({ client, source: { type: 'uniswap-v3', pool, twapSeconds: 1800 },
 *   tokens: chain.tokens, anchors: [] })
 * quote.price0In1 // ≈ 3000 for a WETH/USD pool whose token0 is WETH
 */
export async function readUniswapV3Quotes(parameters: ReadUniswapV3QuotesParameters): Promise<PoolQuote[]> {
  const { client, source, tokens } = parameters
  const where = source.pool ? `uniswap-v3 pool ${source.pool}` : `uniswap-v3 factory ${source.factory}`
  try {
    const pools = await poolsOf(parameters)
    const reads = await client.multicall({
      allowFailure: false,
      contracts: pools.flatMap((pool) => [
        { address: pool, abi: poolAbi, functionName: 'token0' as const },
        { address: pool, abi: poolAbi, functionName: 'token1' as const },
        { address: pool, abi: poolAbi, functionName: 'observe' as const, args: [[source.twapSeconds, 0]] },
      ]),
    })
    const sides = pools.map((_, i) => [reads[3 * i] as Address, reads[3 * i + 1] as Address] as const)
    const decimals = await decimalsOf(client, tokens, sides.flat())
    return pools.map((pool, i) => {
      const [token0, token1] = sides[i]!
      const [cumulatives] = reads[3 * i + 2] as readonly [readonly bigint[], readonly bigint[]]
      const tick = meanTick(cumulatives[0]!, cumulatives[1]!, source.twapSeconds)
      const price0In1 = tickToPrice(
        tick,
        decimals.get(token0.toLowerCase())!,
        decimals.get(token1.toLowerCase())!,
      )
      return { pool, token0, token1, price0In1 }
    })
  } catch (error) {
    throw new PriceSourceError(where, error)
  }
}
