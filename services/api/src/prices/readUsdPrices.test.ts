import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, encodeFunctionData, http, publicActions, type PublicClient } from 'viem'
import { createChainClients } from '../chains/createChainClients.ts'
import { startDevnet, type RunningDevnet } from '../../testing/devnet.ts'
import {
  aggregatorV3Abi,
  devnetThreeContracts as c,
  devnetThreeDeployer,
  devnetThreePriceFeeds,
  devnetThreeToken,
} from '../../testing/devnetThree.ts'
import { devnetThreeApiChain } from '../../testing/devnetThreeApiConfig.ts'
import type { ApiChain, PriceSource } from '../config/apiChain.ts'
import { readChainlinkPrices } from './readChainlinkPrices.ts'
import { readUsdPrices } from './readUsdPrices.ts'

let devnet: RunningDevnet<31339>
let client: PublicClient
let chain: ApiChain
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const [dusd, dbtc, tri, weth] = (['DUSD', 'DBTC', 'TRI', 'WETH'] as const).map((s) =>
  devnetThreeToken(s).address.toLowerCase(),
) as [string, string, string, string]
const feedPrice = (base: 'ETH' | 'BTC') => {
  const feed = devnetThreePriceFeeds.find((f) => f.base === base)!
  return Number(feed.answers.at(-1)!) / 10 ** feed.decimals
}

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31339, port: 0 })
  chain = devnetThreeApiChain(devnet.rpcUrl)
  client = createChainClients([chain]).get(chain.caipNetworkId)!
})
afterAll(async () => {
  await devnet?.stop()
})

const prices = (priceSources: readonly PriceSource[]) =>
  readUsdPrices({ client, chain: { priceSources }, tokens: chain.tokens })
const [ethFeed, wethFeed, btcFeed, wethUsdPool, btcWethPool] = (() => {
  const sources = devnetThreeApiChain('http://unused').priceSources
  return sources as [PriceSource, PriceSource, PriceSource, PriceSource, PriceSource]
})()

describe('readUsdPrices on chain 31339 (Chainlink feeds and Uniswap V3 pools, in config order)', () => {
  it('prices ETH, WETH and DBTC from the feeds, DUSD through the WETH/DUSD pool, and not TRI', async () => {
    const found = await readUsdPrices({ client, chain, tokens: chain.tokens })
    expect(found.get(NATIVE)).toBe(feedPrice('ETH'))
    expect(found.get(weth)).toBe(feedPrice('ETH'))
    expect(found.get(dbtc)).toBe(feedPrice('BTC'))
    // The pool's time-weighted rate: near 3,000 DUSD per WETH, but not exactly (the devnet traded in it).
    expect(found.get(dusd)).toBeGreaterThan(0.95)
    expect(found.get(dusd)).toBeLessThan(1.05)
    expect(found.get(dusd)).not.toBe(1)
    expect(found.has(tri)).toBe(false)
  })

  it('lets the first source that prices a token win', async () => {
    const poolFirst = await prices([wethFeed, btcWethPool, btcFeed])
    const feedFirst = await prices([wethFeed, btcFeed, btcWethPool])
    expect(feedFirst.get(dbtc)).toBe(feedPrice('BTC'))
    expect(poolFirst.get(dbtc)).not.toBe(feedPrice('BTC'))
    // 20 WETH per DBTC at the start (devnetThreePools), moved a little by the devnet's trades.
    expect(poolFirst.get(dbtc)! / feedPrice('ETH')).toBeGreaterThan(18)
    expect(poolFirst.get(dbtc)! / feedPrice('ETH')).toBeLessThan(22)
  })

  it('follows a path of pools from the one token a feed prices', async () => {
    const found = await prices([btcWethPool, wethUsdPool, wethFeed])
    expect(found.get(weth)).toBe(feedPrice('ETH'))
    expect(found.get(dusd)).toBeCloseTo((await prices([wethFeed, wethUsdPool])).get(dusd)!, 12)
    expect(found.get(dbtc)).toBeCloseTo((await prices([wethFeed, btcWethPool])).get(dbtc)!, 6)
    expect(found.has(NATIVE)).toBe(false)
  })

  it('prices nothing when no source anchors the pools in USD', async () => {
    expect((await prices([wethUsdPool, btcWethPool])).size).toBe(0)
    expect((await prices([])).size).toBe(0)
  })

  it('finds pools through the factory and fee tier, against the tokens other sources price', async () => {
    const byFactory: PriceSource = {
      type: 'uniswap-v3',
      factory: c.uniswapV3Factory,
      fee: 500,
      twapSeconds: 1800,
    }
    const found = await prices([wethFeed, byFactory])
    expect(found.get(dusd)).toBeCloseTo((await prices([wethFeed, wethUsdPool])).get(dusd)!, 12)
    expect(found.has(dbtc)).toBe(false) // its pool is in the 0.3 % tier
  })

  it('names the source it cannot read', async () => {
    await expect(prices([{ type: 'uniswap-v3', pool: c.usd, twapSeconds: 1800 }])).rejects.toThrow(
      `Could not read the price source uniswap-v3 pool ${c.usd}`,
    )
    await expect(prices([{ type: 'chainlink', aggregator: c.usd, token: c.weth9 }])).rejects.toThrow(
      /Could not read the price source chainlink \(aggregators 0x/,
    )
  })
})

describe('readChainlinkPrices', () => {
  it('refuses a zero or negative answer rather than report it', async () => {
    const anvil = createTestClient({ mode: 'anvil', transport: http(devnet.rpcUrl) }).extend(publicActions)
    const snapshot = await anvil.snapshot()
    try {
      await anvil.impersonateAccount({ address: devnetThreeDeployer.address })
      for (const answer of [0n, -5n]) {
        const hash = await anvil.request({
          method: 'eth_sendTransaction',
          params: [
            {
              from: devnetThreeDeployer.address,
              to: c.ethUsdFeed,
              data: encodeFunctionData({
                abi: aggregatorV3Abi,
                functionName: 'setAnswer',
                args: [answer],
              }),
            },
          ],
        } as never)
        await anvil.waitForTransactionReceipt({ hash: hash as `0x${string}` })
        const [read] = await readChainlinkPrices(client, [
          ethFeed as Extract<PriceSource, { type: 'chainlink' }>,
        ])
        expect(read!.price).toBeUndefined()
      }
    } finally {
      await anvil.revert({ id: snapshot })
    }
    const [read] = await readChainlinkPrices(client, [ethFeed as Extract<PriceSource, { type: 'chainlink' }>])
    expect(read!.price).toBe(feedPrice('ETH'))
  })
})
