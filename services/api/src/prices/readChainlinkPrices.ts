import { parseAbi, type PublicClient } from 'viem'
import type { ChainlinkPriceSource } from '../config/apiChain.ts'
import { PriceSourceError } from './priceSourceError.ts'

const aggregatorAbi = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
])

/** One aggregator's answer: the USD price of its token, or `undefined` when the answer is not usable. */
export interface ChainlinkPrice {
  source: ChainlinkPriceSource
  /** USD per whole token; undefined when the answer is 0 or negative, or its round is not complete. */
  price: number | undefined
}

/** The latest round as `latestRoundData` returns it. */
type RoundData = readonly [bigint, bigint, bigint, bigint, bigint]

/** A usable answer is positive and from a complete round (updated, and answered in the round asked). */
function usablePrice([roundId, answer, , updatedAt, answeredInRound]: RoundData, decimals: number) {
  if (answer <= 0n || updatedAt === 0n || answeredInRound < roundId) return undefined
  // No age limit: a devnet's feeds are as old as its cached state (ADR 0004), and a limit per feed needs config.
  return Number(answer) / 10 ** decimals
}

/**
 * Reads Chainlink-style aggregators (`latestRoundData`, `decimals`) in one multicall round: each source's
 * token priced in USD, or `undefined` when the feed's answer is not positive or its round is incomplete.
 *
 * @throws {PriceSourceError} when an aggregator cannot be read (not a contract, or not an aggregator).
 *
 * @example
 * const [eth] = await readChainlinkPrices(client, [{ type: 'chainlink', aggregator, token: weth }])
 * eth.price // 3000
 */
export async function readChainlinkPrices(
  client: PublicClient,
  sources: readonly ChainlinkPriceSource[],
): Promise<ChainlinkPrice[]> {
  if (sources.length === 0) return []
  const reads = await client
    .multicall({
      allowFailure: false,
      contracts: sources.flatMap(({ aggregator }) => [
        { address: aggregator, abi: aggregatorAbi, functionName: 'latestRoundData' as const },
        { address: aggregator, abi: aggregatorAbi, functionName: 'decimals' as const },
      ]),
    })
    .catch((error: unknown) => {
      const names = sources.map((s) => s.aggregator).join(', ')
      throw new PriceSourceError(`chainlink (aggregators ${names})`, error)
    })
  return sources.map((source, i) => ({
    source,
    price: usablePrice(reads[2 * i] as RoundData, reads[2 * i + 1] as number),
  }))
}
