// The two devnet configurations the API's route suite runs on: the twin chains' file (Uniswap V2, chain 31337)
// and chain 31339's (Uniswap V3 and Chainlink-style feeds), with what each test should expect read from the
// devnet manifest. Test support only.
import { formatUnits, type Address, type PublicClient } from 'viem'
import type { ApiChain } from '../src/config/apiChain.ts'
import {
  devnetAccounts,
  devnetContracts,
  devnetSwapFeeRecipient,
  devnetNfts,
  devnetTokens,
  startDevnet,
  uniswapV2RouterAbi,
  type RunningDevnet,
} from './devnet.ts'
import { devnetApiChain, devnetApiConfig } from './devnetApiConfig.ts'
import {
  devnetThreeContracts,
  devnetThreeItemBalances,
  devnetThreeNfts,
  devnetThreePools,
  devnetThreePriceFeeds,
  devnetThreeSwapFeeRecipient,
  devnetThreeToken,
  quoterV2Abi,
} from './devnetThree.ts'
import { devnetThreeApiChain, devnetThreeApiConfig } from './devnetThreeApiConfig.ts'
import {
  DEVNET_SWAP_FEE_BPS,
  devnetNftCollection,
  devnetPools,
  devnetThreeIpfsContent,
  devnetThreeItems,
} from '@portico/devnet'

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

/** An NFT the chain's deployment leaves with `owner`, as the manifest describes it. */
export interface ExpectedNft {
  contract: Address
  tokenId: bigint
  standard: 'erc721' | 'erc1155'
  /** 1 for an ERC-721; the ERC-1155 balance after the deploy's movements. */
  amount: bigint
  owner: Address
  name: string
  description: string
  /** The metadata's image (a `data:` URI). */
  image: string
  isSpam: boolean
  /** What `tokenURI` / `uri` answers. */
  uri: string
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
    /** What the venue's own quoter gives for `swap.amount` less the provider fee (the API's quote must match). */
    quote(client: PublicClient, swap: SwapCase): Promise<bigint>
  }
  /** The NFTs of the chain's deployment: its Portico Pals and, on 31339, its ERC-1155 Portico Items. */
  collectibles: {
    /** The ERC-721 collection's address and `name()`. */
    pals: { address: Address; name: string }
    /** The ERC-1155 collection, where the chain has one. */
    items?: Address
    held: ExpectedNft[]
    /** CID → content of the `ipfs://` URIs, for a local gateway. */
    ipfsContent: Readonly<Record<string, string>>
  }
}

/** The decoded JSON of a `data:application/json;base64,` metadata URI. */
const inlineJson = (uri: string) =>
  JSON.parse(Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64').toString('utf8')) as {
    description: string
  }

/** The provider fee comes off the input, rounded up (ADR 0005). */
const afterFee = (amount: bigint) => amount - (amount * BigInt(DEVNET_SWAP_FEE_BPS) + 9_999n) / 10_000n

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
      async quote(client, { from, to, amount }) {
        // The V2 pools pair each token with WETH or PUSD: a direct pair when there is one, else through WETH.
        const [a, b] = [from, to].map((t) => (t === NATIVE ? devnetContracts.weth9 : t)) as [Address, Address]
        const symbolOf = (t: Address) => devnetTokens.find((x) => x.address === t)?.symbol ?? 'WETH'
        const direct = devnetPools.some(
          (p) => [p.tokenA, p.tokenB].sort().join() === [symbolOf(a), symbolOf(b)].sort().join(),
        )
        const path = direct ? [a, b] : [a, devnetContracts.weth9, b]
        const amounts = await client.readContract({
          address: devnetContracts.uniswapV2Router02,
          abi: uniswapV2RouterAbi,
          functionName: 'getAmountsOut',
          args: [afterFee(amount), path],
        })
        return amounts.at(-1)!
      },
    },
    collectibles: {
      pals: { address: devnetNftCollection.address, name: devnetNftCollection.name },
      held: devnetNfts.map((nft) => ({
        contract: nft.contract,
        tokenId: nft.tokenId,
        standard: 'erc721',
        amount: 1n,
        owner: nft.owner,
        name: nft.name,
        description: nft.description,
        image: nft.image,
        isSpam: nft.isSpam,
        uri: nft.tokenUri,
      })),
      ipfsContent: {},
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
      async quote(client, { from, to, amount }) {
        // QuoterV2 in every configured fee tier; a tier without a pool reverts and offers nothing.
        const [tokenIn, tokenOut] = [from, to].map((t) => (t === NATIVE ? weth!.address : t)) as [
          Address,
          Address,
        ]
        const [venue] = devnetThreeApiConfig().chains[0]!.swapVenues
        if (venue?.type !== 'uniswap-v3')
          throw new Error('chain 31339 is configured without a Uniswap V3 venue')
        const offers = await Promise.allSettled(
          venue.fees.map(async (fee) => {
            const { result } = await client.simulateContract({
              address: venue.quoter,
              abi: quoterV2Abi,
              functionName: 'quoteExactInputSingle',
              args: [{ tokenIn, tokenOut, amountIn: afterFee(amount), fee, sqrtPriceLimitX96: 0n }],
            })
            return result[0]
          }),
        )
        return offers.reduce((best, o) => (o.status === 'fulfilled' && o.value > best ? o.value : best), 0n)
      },
    },
    collectibles: {
      pals: { address: devnetThreeContracts.nftCollection, name: devnetNftCollection.name },
      items: devnetThreeContracts.items,
      held: [
        ...devnetThreeNfts.map((nft) => ({
          contract: nft.contract,
          tokenId: nft.tokenId,
          standard: 'erc721' as const,
          amount: 1n,
          owner: nft.owner,
          name: nft.name,
          description: inlineJson(nft.tokenUri).description,
          image: nft.image,
          isSpam: false,
          uri: nft.tokenUri,
        })),
        ...devnetThreeItemBalances.map(({ owner, id, amount }) => {
          const item = devnetThreeItems.find((i) => i.id === id)!
          return {
            contract: devnetThreeContracts.items,
            tokenId: id,
            standard: 'erc1155' as const,
            amount,
            owner,
            name: item.name,
            description: item.description,
            image: item.image,
            isSpam: item.isSpam,
            uri: item.uri,
          }
        }),
      ],
      ipfsContent: devnetThreeIpfsContent,
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
