import { parseAbi, zeroAddress, type Address, type PublicClient } from 'viem'
import type { ApiChain, ApiToken } from '../config/apiChain.ts'

const factoryAbi = parseAbi(['function getPair(address tokenA, address tokenB) view returns (address pair)'])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
  'function price0CumulativeLast() view returns (uint256)',
  'function price1CumulativeLast() view returns (uint256)',
])
const Q112 = 2n ** 112n
const U256 = 2n ** 256n

/** Thrown when a pool cannot give a time-averaged price (no pool, or no history to average over). */
export class PoolHistoryError extends Error {
  override name = 'PoolHistoryError'
}

/** A pair's reserves and cumulative prices after some block. */
interface PairState {
  reserve0: bigint
  reserve1: bigint
  timestampLast: bigint
  cumulative0: bigint
  cumulative1: bigint
}

/** The pair's state after `blockNumber`; `undefined` when it did not exist yet or held nothing. */
async function pairStateAt(
  client: PublicClient,
  pair: Address,
  blockNumber: bigint,
): Promise<PairState | undefined> {
  const code = await client.getCode({ address: pair, blockNumber })
  if (!code || code === '0x') return undefined
  const read = <F extends 'getReserves' | 'price0CumulativeLast' | 'price1CumulativeLast'>(functionName: F) =>
    client.readContract({ address: pair, abi: pairAbi, functionName, blockNumber })
  const [[reserve0, reserve1, timestampLast], cumulative0, cumulative1] = await Promise.all([
    read('getReserves'),
    read('price0CumulativeLast'),
    read('price1CumulativeLast'),
  ])
  if (reserve0 === 0n || reserve1 === 0n) return undefined
  return { reserve0, reserve1, timestampLast: BigInt(timestampLast), cumulative0, cumulative1 }
}

/** Uniswap V2's cumulative prices (UQ112x112 · seconds, wrapping at 2^256) carried forward to `time`. */
function cumulativeAt(state: PairState, time: bigint): [bigint, bigint] {
  const elapsed = time > state.timestampLast ? time - state.timestampLast : 0n
  return [
    (state.cumulative0 + ((state.reserve1 * Q112) / state.reserve0) * elapsed) % U256,
    (state.cumulative1 + ((state.reserve0 * Q112) / state.reserve1) * elapsed) % U256,
  ]
}

/** The last block mined at or before `time`, by binary search up to `latest`; `undefined` when none. */
async function blockAtOrBefore(
  client: PublicClient,
  time: bigint,
  latest: bigint,
): Promise<bigint | undefined> {
  const timestamp = async (blockNumber: bigint) => (await client.getBlock({ blockNumber })).timestamp
  if ((await timestamp(0n)) > time) return undefined
  let [low, high] = [0n, latest]
  while (low < high) {
    const middle = (low + high + 1n) / 2n
    if ((await timestamp(middle)) <= time) low = middle
    else high = middle - 1n
  }
  return low
}

/** Whether the pair existed and held reserves after `blockNumber` (two calls, not pairStateAt's four). */
async function pooledAt(client: PublicClient, pair: Address, blockNumber: bigint): Promise<boolean> {
  const code = await client.getCode({ address: pair, blockNumber })
  if (!code || code === '0x') return false
  const [reserve0] = await client.readContract({
    address: pair,
    abi: pairAbi,
    functionName: 'getReserves',
    blockNumber,
  })
  return reserve0 > 0n
}

/** The first block after `after` whose state holds the pair with reserves (pairs never empty again). */
async function firstPooledBlock(client: PublicClient, pair: Address, after: bigint, latest: bigint) {
  let [low, high] = [after + 1n, latest]
  while (low < high) {
    const middle = (low + high) / 2n
    if (await pooledAt(client, pair, middle)) high = middle
    else low = middle + 1n
  }
  return low
}

/** A UQ112x112 price (raw units of one token per raw unit of the other) as USD per whole token. */
function toUsd(priceQ112: bigint, token: ApiToken, usd: ApiToken): number {
  const scaled =
    (priceQ112 * 10n ** 18n * 10n ** BigInt(token.decimals)) / (Q112 * 10n ** BigInt(usd.decimals))
  return Number(scaled) / 1e18
}

/** A token's spot price and its time-weighted average over a window, in USD per whole token. */
export interface AveragedPrice {
  spot: number
  average: number
  /** How many seconds the average covers (shorter than asked when the pool is younger). */
  seconds: number
}

/**
 * Spot and time-weighted average USD price of `token` from its Uniswap V2 pool against the chain's stablecoin,
 * read from the pair's own cumulative prices (carried forward to now), so reserves set by a trade a moment
 * ago weigh only that moment in the average.
 *
 * @throws {PoolHistoryError} when there is no pool or no time to average over.
 *
 * @example
 * const { spot, average } = await readAveragedPoolPrice(client, chain.pricing, weth, 1800)
 */
export async function readAveragedPoolPrice(
  client: PublicClient,
  pricing: NonNullable<ApiChain['pricing']>,
  token: ApiToken,
  windowSeconds: number,
  nowMs = Date.now(),
): Promise<AveragedPrice> {
  const usd = pricing.usdToken
  const pair = await client.readContract({
    address: pricing.uniswapV2Factory,
    abi: factoryAbi,
    functionName: 'getPair',
    args: [token.address, usd.address],
  })
  if (pair === zeroAddress) throw new PoolHistoryError(`${token.symbol} has no pool`)
  const latest = await client.getBlock()
  // A devnet mines only on demand: its reserves have been in force until now, not only until its last block.
  const now = BigInt(Math.max(Math.floor(nowMs / 1000), Number(latest.timestamp)))
  const [current, token0] = await Promise.all([
    pairStateAt(client, pair, latest.number),
    client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
  ])
  if (!current) throw new PoolHistoryError(`${token.symbol}'s pool is empty`)
  const wanted = now - BigInt(Math.round(windowSeconds))
  const before = await blockAtOrBefore(client, wanted, latest.number)
  const old = before === undefined ? undefined : await pairStateAt(client, pair, before)
  let start: { time: bigint; cumulative: [bigint, bigint] }
  if (old) {
    start = { time: wanted, cumulative: cumulativeAt(old, wanted) }
  } else {
    // The pool is younger than the window: average over its whole life.
    const first = await firstPooledBlock(client, pair, before ?? -1n, latest.number)
    const born = (await pairStateAt(client, pair, first))!
    start = { time: born.timestampLast, cumulative: [born.cumulative0, born.cumulative1] }
  }
  const seconds = now - start.time
  if (seconds <= 0n) throw new PoolHistoryError(`${token.symbol}'s pool has no price history yet`)
  const end = cumulativeAt(current, now)
  const tokenIsFirst = token0.toLowerCase() === token.address.toLowerCase()
  const index = tokenIsFirst ? 0 : 1
  const averageQ112 = ((end[index] - start.cumulative[index] + U256) % U256) / seconds
  const spotQ112 = tokenIsFirst
    ? (current.reserve1 * Q112) / current.reserve0
    : (current.reserve0 * Q112) / current.reserve1
  return {
    spot: toUsd(spotQ112, token, usd),
    average: toUsd(averageQ112, token, usd),
    seconds: Number(seconds),
  }
}
