// The two devnet configurations the API's route suite runs on: the twin chains' file (Uniswap V2, chain 31337)
// and chain 31339's (Uniswap V3 and Chainlink-style feeds), with what each test should expect read from the
// devnet manifest. Test support only.
import { formatUnits, type Address } from 'viem'
import type { ApiChain } from '../src/config/apiChain.ts'
import {
  devnetAccounts,
  devnetContracts,
  devnetSwapFeeRecipient,
  devnetTokens,
  startDevnet,
  type RunningDevnet,
} from './devnet.ts'
import { devnetApiChain, devnetApiConfig } from './devnetApiConfig.ts'
import {
  devnetThreeContracts,
  devnetThreePools,
  devnetThreePriceFeeds,
  devnetThreeSwapFeeRecipient,
  devnetThreeToken,
} from './devnetThree.ts'
import { devnetThreeApiChain, devnetThreeApiConfig } from './devnetThreeApiConfig.ts'
import { DEVNET_SWAP_FEE_BPS, devnetPools } from '@portico/devnet'

/** The native coin in a CAIP-10 id, as AppKit writes it. */
export const NATIVE: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A token's expected USD price: `exact` when a pair's reserves or a feed give it, else within 5 %. */
export interface ExpectedPrice {
  symbol: string
  /** The token, or {@link NATIVE}. */
  address: Address
  price: number
  exact: boolean
}

/** One swap the convert tests make: `amount` base units of `from` for `to` ({@link NATIVE} for the coin). */
export interface SwapCase {
  from: Address
  to: Address
  amount: bigint
}

/** One configuration of the API and the devnet chain it is tested on. */
export interface ApiConfiguration {
  /** Shown in test names. */
  name: string
  chainId: 31337 | 31339
  caipNetworkId: `eip155:${number}`
  /** Starts the chain on a free port. */
  start(): Promise<RunningDevnet<31337 | 31339>>
  /** The configured chain, at `rpcUrl`. */
  apiChain(rpcUrl: string): ApiChain
  /** Every chain id the configuration file lists. */
  configuredChains: string[]
  /** Prices the balance and price routes answer. */
  prices: ExpectedPrice[]
  /** Listed tokens no source prices: the routes answer 0. */
  unpriced: { symbol: string; address: Address }[]
  /** An account holding the listed tokens. */
  holder: Address
  swaps: {
    /** The contract users approve and call (ADR 0005). */
    feeRouter: Address
    feeRecipient: Address
    feeBps: bigint
    tokenToToken: SwapCase
    nativeToToken: SwapCase
    tokenToNative: SwapCase
  }
}

const usdPrice = (amountUsd: bigint, usdDecimals: number, amount: bigint, decimals: number) =>
  Number(formatUnits(amountUsd, usdDecimals)) / Number(formatUnits(amount, decimals))

const devnetToken = (symbol: string) => devnetTokens.find((t) => t.symbol === symbol)!

/** The twin chains' file, tested on chain 31337: prices from Uniswap V2 reserves against PUSD. */
function devnetConfiguration(): ApiConfiguration {
  const pusd = devnetToken('PUSD')
  const priceOf = (symbol: string) => {
    const pool = devnetPools.find((p) => p.tokenA === symbol && p.tokenB === 'PUSD')!
    return usdPrice(pool.amountB, pusd.decimals, pool.amountA, devnetToken(symbol).decimals)
  }
  return {
    name: 'devnet (Uniswap V2, chain 31337)',
    chainId: 31337,
    caipNetworkId: 'eip155:31337',
    start: () => startDevnet({ chainId: 31337, port: 0 }),
    apiChain: (rpcUrl) => devnetApiChain(31337, rpcUrl),
    configuredChains: devnetApiConfig().chains.map((c) => c.caipNetworkId),
    prices: [
      { symbol: 'ETH', address: NATIVE, price: priceOf('WETH'), exact: true },
      { symbol: 'PUSD', address: pusd.address, price: 1, exact: true },
      { symbol: 'PTK', address: devnetToken('PTK').address, price: priceOf('PTK'), exact: true },
    ],
    unpriced: [],
    holder: devnetAccounts[3]!.address,
    swaps: {
      feeRouter: devnetContracts.swapFeeRouter,
      feeRecipient: devnetSwapFeeRecipient,
      feeBps: BigInt(DEVNET_SWAP_FEE_BPS),
      tokenToToken: { from: pusd.address, to: devnetContracts.token18, amount: 300_000_000n },
      nativeToToken: { from: NATIVE, to: pusd.address, amount: 500_000_000_000_000_000n },
      tokenToNative: { from: devnetContracts.token18, to: NATIVE, amount: 50_000_000_000_000_000_000n },
    },
  }
}

/** Chain 31339's file: prices from Chainlink-style feeds and Uniswap V3 time-weighted prices, V3 swaps. */
function devnetThreeConfiguration(): ApiConfiguration {
  const feed = (base: 'ETH' | 'BTC') => {
    const f = devnetThreePriceFeeds.find((p) => p.base === base)!
    return Number(formatUnits(f.answers.at(-1)!, f.decimals))
  }
  const [dusd, dbtc, tri, weth] = (['DUSD', 'DBTC', 'TRI', 'WETH'] as const).map(devnetThreeToken)
  const wethUsd = devnetThreePools.find((p) => p.tokenA === 'WETH' && p.tokenB === 'DUSD')!
  // DUSD is priced through the WETH/DUSD pool: the ETH feed over the pool's DUSD per WETH (moved by its trades).
  const dusdPrice = feed('ETH') / usdPrice(wethUsd.amountB, dusd!.decimals, wethUsd.amountA, weth!.decimals)
  return {
    name: 'devnet-three (Uniswap V3 and Chainlink, chain 31339)',
    chainId: 31339,
    caipNetworkId: 'eip155:31339',
    start: () => startDevnet({ chainId: 31339, port: 0 }),
    apiChain: devnetThreeApiChain,
    configuredChains: devnetThreeApiConfig().chains.map((c) => c.caipNetworkId),
    prices: [
      { symbol: 'ETH', address: NATIVE, price: feed('ETH'), exact: true },
      { symbol: 'DUSD', address: dusd!.address, price: dusdPrice, exact: false },
      { symbol: 'DBTC', address: dbtc!.address, price: feed('BTC'), exact: true },
    ],
    unpriced: [{ symbol: tri!.symbol, address: tri!.address }],
    holder: devnetAccounts[3]!.address,
    swaps: {
      feeRouter: devnetThreeContracts.swapFeeRouter,
      feeRecipient: devnetThreeSwapFeeRecipient,
      feeBps: BigInt(DEVNET_SWAP_FEE_BPS),
      tokenToToken: { from: dusd!.address, to: weth!.address, amount: 300_000_000n },
      nativeToToken: { from: NATIVE, to: dusd!.address, amount: 500_000_000_000_000_000n },
      tokenToNative: { from: dbtc!.address, to: NATIVE, amount: 10_000_000n },
    },
  }
}

/**
 * The configurations the route suite runs on, for `describe.each`.
 *
 * @example
 * describe.each(apiConfigurations)('GET /v1/account/{address}/balance on $name', (configuration) => { … })
 */
export const apiConfigurations: readonly ApiConfiguration[] = [
  devnetConfiguration(),
  devnetThreeConfiguration(),
]

/** Devnets started at most once per chain in a test file, shared by its describe blocks. */
export interface DevnetsPerFile {
  /** The running devnet of `chainId`, started on first use. */
  of(chainId: 31337 | 31339): Promise<RunningDevnet<31337 | 31339>>
  /** Stops every devnet started. */
  stopAll(): Promise<void>
}

/**
 * One devnet per chain for a whole test file, so that running the suite on both configurations adds no start.
 *
 * @example
 * const devnets = devnetsPerFile()
 * afterAll(() => devnets.stopAll())
 * const devnet = await devnets.of(configuration.chainId)
 */
export function devnetsPerFile(): DevnetsPerFile {
  const started = new Map<number, Promise<RunningDevnet<31337 | 31339>>>()
  return {
    of(chainId) {
      let devnet = started.get(chainId)
      if (!devnet) {
        devnet = startDevnet({ chainId, port: 0 })
        started.set(chainId, devnet)
      }
      return devnet
    },
    async stopAll() {
      const all = await Promise.allSettled(started.values())
      started.clear()
      await Promise.all(all.flatMap((s) => (s.status === 'fulfilled' ? [s.value.stop()] : [])))
    },
  }
}
