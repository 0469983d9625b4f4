import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  parseEventLogs,
  parseUnits,
  type Address,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { porticoPalsAbi } from '../../abis.ts'
import { defaultCacheDir } from '../../cache/defaultCacheDir.ts'
import {
  aggregatorV3Abi,
  nonfungiblePositionManagerAbi,
  porticoItemsAbi,
  porticoV3SwapRouterAbi,
  quoterV2Abi,
  uniswapV3FactoryAbi,
  uniswapV3PoolAbi,
  uniswapV3SwapRouterAbi,
} from '../../devnetThreeAbis.ts'
import { devnetAccounts, devnetHolders } from '../../fixtures/devnetAccounts.ts'
import { withRpcUrl } from '../../fixtures/devnetChains.ts'
import { porticoDevnetThree } from '../../fixtures/devnetThree/devnetThreeChain.ts'
import {
  devnetThreeItemBalances,
  devnetThreeItemMovements,
  devnetThreeItems,
  devnetThreeNfts,
} from '../../fixtures/devnetThree/devnetThreeCollectibles.ts'
import { DEVNET_SWAP_FEE_BPS } from '../../fixtures/devnetContracts.ts'
import {
  devnetThreeContracts,
  devnetThreeDeployer,
  devnetThreeSwapFeeRecipient,
} from '../../fixtures/devnetThree/devnetThreeContracts.ts'
import { devnetThreePools } from '../../fixtures/devnetThree/devnetThreePools.ts'
import { devnetThreePriceFeeds } from '../../fixtures/devnetThree/devnetThreePriceFeeds.ts'
import {
  devnetThreeToken,
  devnetThreeTokenAllocations,
  devnetThreeTokens,
} from '../../fixtures/devnetThree/devnetThreeTokens.ts'
import { V3_CALL_GAS } from './fundUniswapV3Pools.ts'
import { startDevnet, type RunningDevnet } from '../../startDevnet.ts'

const clientOf = (rpcUrl: string) =>
  createPublicClient({ chain: withRpcUrl(porticoDevnetThree, rpcUrl), transport: http(rpcUrl) })

let devnet: RunningDevnet<31339>
let client: ReturnType<typeof clientOf>
let startedAtTimestamp: bigint

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31339, port: 0 })
  client = clientOf(devnet.rpcUrl)
  startedAtTimestamp = (await client.getBlock()).timestamp
})

afterAll(async () => {
  await devnet?.stop()
})

function walletOf(index: number) {
  return createWalletClient({
    account: privateKeyToAccount(devnetAccounts[index]!.privateKey),
    chain: withRpcUrl(porticoDevnetThree, devnet.rpcUrl),
    transport: http(devnet.rpcUrl),
  })
}

/** USD per whole unit of `base` from a pool tick (price of token1 in token0 is 1.0001^tick in base units). */
function priceFromTick(tick: number, base: Address, quote: Address): number {
  const [b, q] = [base, quote].map((address) => devnetThreeTokens.find((t) => t.address === address)!)
  const baseIsToken0 = BigInt(base) < BigInt(quote)
  const rawQuotePerBase = baseIsToken0 ? 1.0001 ** tick : 1.0001 ** -tick
  return rawQuotePerBase * 10 ** (b!.decimals - q!.decimals)
}

async function twapTick(pool: Address, seconds: number): Promise<number> {
  const [tickCumulatives] = await client.readContract({
    address: pool,
    abi: uniswapV3PoolAbi,
    functionName: 'observe',
    args: [[seconds, 0]],
  })
  return Number(tickCumulatives[1]! - tickCumulatives[0]!) / seconds
}

async function spotTick(pool: Address): Promise<number> {
  const [, tick] = await client.readContract({ address: pool, abi: uniswapV3PoolAbi, functionName: 'slot0' })
  return tick
}

describe('chain 31339', () => {
  it('runs with code at every manifest address', async () => {
    expect(await client.getChainId()).toBe(31339)
    for (const [name, address] of Object.entries(devnetThreeContracts)) {
      const code = await client.getCode({ address })
      expect(code?.length ?? 0, `${name} at ${address}`).toBeGreaterThan(2)
    }
    // The canonical Multicall3 address is empty here: readers must take it from the chain's configuration.
    expect(await client.getCode({ address: '0xcA11bde05977b3631167028862bE2a173976CA11' })).toBeUndefined()
  })

  it('has the tokens and grants of the manifest, read through its own Multicall3', async () => {
    for (const token of devnetThreeTokens) {
      const [name, symbol, decimals] = await client.multicall({
        allowFailure: false,
        contracts: (['name', 'symbol', 'decimals'] as const).map((functionName) => ({
          address: token.address,
          abi: erc20Abi,
          functionName,
        })),
      })
      expect({ name, symbol, decimals }, token.symbol).toEqual({
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
      })
    }
    for (const allocation of devnetThreeTokenAllocations) {
      const balances = await client.multicall({
        allowFailure: false,
        contracts: devnetHolders.map((holder) => ({
          address: devnetThreeToken(allocation.symbol).address,
          abi: erc20Abi,
          functionName: 'balanceOf' as const,
          args: [holder.address] as const,
        })),
      })
      // Account 5 and 6 swap in a later test; the grants are read first.
      expect(new Set(balances), allocation.symbol).toEqual(new Set([allocation.perHolder]))
    }
  })

  it('answers like a Chainlink aggregator, round by round', async () => {
    for (const feed of devnetThreePriceFeeds) {
      const read = { address: feed.address, abi: aggregatorV3Abi } as const
      expect(await client.readContract({ ...read, functionName: 'decimals' })).toBe(8)
      expect(await client.readContract({ ...read, functionName: 'description' })).toBe(feed.description)
      expect(await client.readContract({ ...read, functionName: 'version' })).toBe(1n)
      const [roundId, answer, startedAt, updatedAt, answeredInRound] = await client.readContract({
        ...read,
        functionName: 'latestRoundData',
      })
      expect(roundId).toBe(BigInt(feed.answers.length))
      expect(answer).toBe(feed.answers.at(-1))
      expect(answeredInRound).toBe(roundId)
      expect(updatedAt).toBeGreaterThanOrEqual(startedAt)
      const [, firstAnswer, , firstUpdatedAt] = await client.readContract({
        ...read,
        functionName: 'getRoundData',
        args: [1n],
      })
      expect(firstAnswer).toBe(feed.answers[0])
      expect(firstUpdatedAt).toBeLessThanOrEqual(updatedAt)
      await expect(
        client.readContract({ ...read, functionName: 'getRoundData', args: [99n] }),
      ).rejects.toThrow('No data present')
    }
    // Realistic: 3,000 USD with 8 decimals.
    expect(devnetThreePriceFeeds[0]!.answers.at(-1)).toBe(300_000_000_000n)
  })

  it('has the Uniswap V3 pools of the manifest, found by the factory and funded by the deployer', async () => {
    for (const pool of devnetThreePools) {
      const found = await client.readContract({
        address: devnetThreeContracts.uniswapV3Factory,
        abi: uniswapV3FactoryAbi,
        functionName: 'getPool',
        args: [devnetThreeToken(pool.tokenA).address, devnetThreeToken(pool.tokenB).address, pool.fee],
      })
      expect(found).toBe(pool.pool)
      const read = { address: pool.pool, abi: uniswapV3PoolAbi } as const
      expect(await client.readContract({ ...read, functionName: 'fee' })).toBe(pool.fee)
      expect(await client.readContract({ ...read, functionName: 'liquidity' })).toBeGreaterThan(0n)
      const [, , , cardinality, cardinalityNext] = await client.readContract({
        ...read,
        functionName: 'slot0',
      })
      expect(cardinalityNext).toBe(pool.observationCardinalityNext)
      expect(cardinality).toBe(pool.observationCardinalityNext)
    }
    const positions = await client.readContract({
      address: devnetThreeContracts.nonfungiblePositionManager,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'balanceOf',
      args: [devnetThreeDeployer.address],
    })
    expect(positions).toBe(BigInt(devnetThreePools.length))
  })

  it('gives a time-weighted price from observe() that differs from the spot price', async () => {
    const { wethUsdPool, btcWethPool, weth9, usd, btc } = devnetThreeContracts
    const ethTwap = priceFromTick(await twapTick(wethUsdPool, 1800), weth9, usd)
    const ethSpot = priceFromTick(await spotTick(wethUsdPool), weth9, usd)
    const btcTwap = priceFromTick(await twapTick(btcWethPool, 1800), btc, weth9)
    console.info(
      `chain 31339 ETH 30-min TWAP ${ethTwap.toFixed(2)} DUSD, spot ${ethSpot.toFixed(2)}; ` +
        `DBTC TWAP ${btcTwap.toFixed(3)} ETH`,
    )
    expect(ethTwap).toBeGreaterThan(2_900)
    expect(ethTwap).toBeLessThan(3_100)
    expect(Math.abs(ethTwap - ethSpot)).toBeGreaterThan(0.01)
    expect(btcTwap).toBeGreaterThan(19)
    expect(btcTwap).toBeLessThan(21)
    // A window older than the oldest observation is refused, as on a real pool.
    await expect(twapTick(wethUsdPool, 30 * 24 * 3600)).rejects.toThrow('OLD')
  })

  it('quotes with QuoterV2 exactly what SwapRouter then pays, for a token and for ether', async () => {
    const { usd, weth9, swapRouter, quoterV2, wethUsdPool } = devnetThreeContracts
    const trader = walletOf(5)
    const deadline = maxUint256
    const dusdIn = parseUnits('1500', 6)
    const quote = await client.simulateContract({
      address: quoterV2,
      abi: quoterV2Abi,
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn: usd, tokenOut: weth9, amountIn: dusdIn, fee: 500, sqrtPriceLimitX96: 0n }],
    })
    const [wethOut] = quote.result
    // About 3,000 DUSD per ETH, less the 0.05 % pool fee and the price impact.
    expect(wethOut).toBeGreaterThan(parseEther('0.48'))
    expect(wethOut).toBeLessThan(parseEther('0.52'))
    await client.waitForTransactionReceipt({
      hash: await trader.writeContract({
        address: usd,
        abi: erc20Abi,
        functionName: 'approve',
        args: [swapRouter, dusdIn],
      }),
    })
    const swapped = await client.waitForTransactionReceipt({
      hash: await trader.writeContract({
        address: swapRouter,
        abi: uniswapV3SwapRouterAbi,
        functionName: 'exactInputSingle',
        gas: V3_CALL_GAS, // a swap mined in a later second than its estimate also writes an oracle slot
        args: [
          {
            tokenIn: usd,
            tokenOut: weth9,
            fee: 500,
            recipient: trader.account.address,
            deadline,
            amountIn: dusdIn,
            amountOutMinimum: wethOut,
            sqrtPriceLimitX96: 0n,
          },
        ],
      }),
    })
    expect(swapped.status).toBe('success')
    const wethBalance = await client.readContract({
      address: weth9,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.account.address],
    })
    expect(wethBalance).toBe(wethOut)
    const swaps = parseEventLogs({ abi: uniswapV3PoolAbi, eventName: 'Swap', logs: swapped.logs })
    expect(swaps.map((log) => log.address.toLowerCase())).toEqual([wethUsdPool.toLowerCase()])

    // Ether in: the router wraps the value it receives when tokenIn is WETH9.
    const etherTrader = walletOf(6)
    const etherIn = parseEther('1')
    const {
      result: [dusdOut],
    } = await client.simulateContract({
      address: quoterV2,
      abi: quoterV2Abi,
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn: weth9, tokenOut: usd, amountIn: etherIn, fee: 500, sqrtPriceLimitX96: 0n }],
    })
    const before = await client.readContract({
      address: usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [etherTrader.account.address],
    })
    const receipt = await client.waitForTransactionReceipt({
      hash: await etherTrader.writeContract({
        address: swapRouter,
        abi: uniswapV3SwapRouterAbi,
        functionName: 'exactInputSingle',
        gas: V3_CALL_GAS, // a swap mined in a later second than its estimate also writes an oracle slot
        args: [
          {
            tokenIn: weth9,
            tokenOut: usd,
            fee: 500,
            recipient: etherTrader.account.address,
            deadline,
            amountIn: etherIn,
            amountOutMinimum: dusdOut,
            sqrtPriceLimitX96: 0n,
          },
        ],
        value: etherIn,
      }),
    })
    expect(receipt.status).toBe('success')
    const after = await client.readContract({
      address: usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [etherTrader.account.address],
    })
    expect(after - before).toBe(dusdOut)
    expect(Number(dusdOut) / 1e6).toBeGreaterThan(2_900)
  })

  it('collects the §9 provider fee through PorticoV3SwapRouter and swaps the rest at the quoted price', async () => {
    const { usd, btc, weth9, quoterV2, swapFeeRouter } = devnetThreeContracts
    const user = walletOf(7)
    const me = user.account.address
    const feeOf = (amount: bigint) => (amount * BigInt(DEVNET_SWAP_FEE_BPS) + 9_999n) / 10_000n
    const quote = async (tokenIn: Address, tokenOut: Address, amountIn: bigint, fee: number) =>
      (
        await client.simulateContract({
          address: quoterV2,
          abi: quoterV2Abi,
          functionName: 'quoteExactInputSingle',
          args: [{ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0n }],
        })
      ).result[0]
    const balance = (token: Address, owner: Address) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    const params = (
      tokenIn: Address,
      tokenOut: Address,
      fee: number,
      amountIn: bigint,
      amountOutMinimum: bigint,
    ) => ({
      tokenIn,
      tokenOut,
      fee,
      recipient: me,
      deadline: maxUint256,
      amountIn,
      amountOutMinimum,
      sqrtPriceLimitX96: 0n,
    })
    const send = async (hash: `0x${string}`) => {
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      return receipt
    }
    expect(
      await client.readContract({
        address: swapFeeRouter,
        abi: porticoV3SwapRouterAbi,
        functionName: 'feeBps',
      }),
    ).toBe(BigInt(DEVNET_SWAP_FEE_BPS))

    // A token for a token: DUSD in, WETH out; the recipient gets the fee in DUSD.
    const dusdIn = parseUnits('1000', 6)
    const wethExpected = await quote(usd, weth9, dusdIn - feeOf(dusdIn), 500)
    const [wethBefore, recipientDusdBefore] = await Promise.all([
      balance(weth9, me),
      balance(usd, devnetThreeSwapFeeRecipient),
    ])
    await send(
      await user.writeContract({
        address: usd,
        abi: erc20Abi,
        functionName: 'approve',
        args: [swapFeeRouter, dusdIn],
      }),
    )
    await send(
      await user.writeContract({
        address: swapFeeRouter,
        abi: porticoV3SwapRouterAbi,
        functionName: 'exactInputSingle',
        gas: V3_CALL_GAS, // a swap mined in a later second than its estimate also writes an oracle slot
        args: [params(usd, weth9, 500, dusdIn, wethExpected)],
      }),
    )
    expect((await balance(weth9, me)) - wethBefore).toBe(wethExpected)
    expect((await balance(usd, devnetThreeSwapFeeRecipient)) - recipientDusdBefore).toBe(feeOf(dusdIn))

    // Ether in: the fee is paid in ether.
    const etherIn = parseEther('0.5')
    const dusdExpected = await quote(weth9, usd, etherIn - feeOf(etherIn), 500)
    const [dusdBefore, recipientEtherBefore] = await Promise.all([
      balance(usd, me),
      client.getBalance({ address: devnetThreeSwapFeeRecipient }),
    ])
    await send(
      await user.writeContract({
        address: swapFeeRouter,
        abi: porticoV3SwapRouterAbi,
        functionName: 'exactInputSingle',
        gas: V3_CALL_GAS, // a swap mined in a later second than its estimate also writes an oracle slot
        args: [params(weth9, usd, 500, etherIn, dusdExpected)],
        value: etherIn,
      }),
    )
    expect((await balance(usd, me)) - dusdBefore).toBe(dusdExpected)
    expect((await client.getBalance({ address: devnetThreeSwapFeeRecipient })) - recipientEtherBefore).toBe(
      feeOf(etherIn),
    )

    // Ether out: DBTC in, the WETH unwrapped for the user.
    const dbtcIn = parseUnits('0.1', 8)
    const etherExpected = await quote(btc, weth9, dbtcIn - feeOf(dbtcIn), 3000)
    await send(
      await user.writeContract({
        address: btc,
        abi: erc20Abi,
        functionName: 'approve',
        args: [swapFeeRouter, dbtcIn],
      }),
    )
    const etherBefore = await client.getBalance({ address: me })
    const receipt = await send(
      await user.writeContract({
        address: swapFeeRouter,
        abi: porticoV3SwapRouterAbi,
        functionName: 'exactInputSingleForEther',
        gas: V3_CALL_GAS, // a swap mined in a later second than its estimate also writes an oracle slot
        args: [params(btc, weth9, 3000, dbtcIn, etherExpected)],
      }),
    )
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await client.getBalance({ address: me })) - etherBefore + gasPaid).toBe(etherExpected)
    expect(await balance(btc, devnetThreeSwapFeeRecipient)).toBeGreaterThanOrEqual(feeOf(dbtcIn))
  })

  it('keeps observe() working on blocks mined after the start, whose clock never goes back', async () => {
    // The cached trades ended in the past; blocks mined now (the swaps above) come later, also after a warm
    // start, where anvil mines at the wall clock.
    const latest = await client.getBlock()
    expect(latest.timestamp).toBeGreaterThan(startedAtTimestamp)
    if (devnet.stateSource === 'cache') {
      expect(Number(latest.timestamp)).toBeGreaterThan(Date.now() / 1000 - 120)
    }
    const tick = await twapTick(devnetThreeContracts.wethUsdPool, 1800)
    expect(priceFromTick(tick, devnetThreeContracts.weth9, devnetThreeContracts.usd)).toBeGreaterThan(2_900)
  })

  it('holds the ERC-1155 balances, URIs and transfer history of the manifest', async () => {
    const items = { address: devnetThreeContracts.items, abi: porticoItemsAbi } as const
    const balances = await client.readContract({
      ...items,
      functionName: 'balanceOfBatch',
      args: [devnetThreeItemBalances.map((b) => b.owner), devnetThreeItemBalances.map((b) => b.id)],
    })
    expect(balances).toEqual(devnetThreeItemBalances.map((b) => b.amount))
    expect(
      await client.readContract({
        ...items,
        functionName: 'balanceOf',
        args: [devnetAccounts[9]!.address, 1n],
      }),
    ).toBe(0n)
    for (const item of devnetThreeItems) {
      expect(await client.readContract({ ...items, functionName: 'uri', args: [item.id] })).toBe(item.uri)
    }
    expect(
      await client.readContract({ ...items, functionName: 'supportsInterface', args: ['0xd9b67a26'] }),
    ).toBe(true)
    expect(
      await client.readContract({ ...items, functionName: 'supportsInterface', args: ['0x0e89341c'] }),
    ).toBe(true)
    const singles = await client.getContractEvents({ ...items, eventName: 'TransferSingle', fromBlock: 0n })
    const batches = await client.getContractEvents({ ...items, eventName: 'TransferBatch', fromBlock: 0n })
    expect(singles).toHaveLength(devnetThreeItemMovements.filter((m) => m.kind !== 'batch').length)
    expect(batches).toHaveLength(1)
    expect(batches[0]!.args).toMatchObject({
      from: devnetAccounts[3]!.address,
      to: devnetAccounts[2]!.address,
      ids: [1n, 3n],
      values: [1n, 10n],
    })
  })

  it('holds the ERC-721 Pals of the manifest, one of them moved by its holder', async () => {
    const pals = { address: devnetThreeContracts.nftCollection, abi: porticoPalsAbi } as const
    for (const nft of devnetThreeNfts) {
      expect(await client.readContract({ ...pals, functionName: 'ownerOf', args: [nft.tokenId] })).toBe(
        nft.owner,
      )
      expect(await client.readContract({ ...pals, functionName: 'tokenURI', args: [nft.tokenId] })).toBe(
        nft.tokenUri,
      )
    }
    const transfers = await client.getContractEvents({ ...pals, eventName: 'Transfer', fromBlock: 0n })
    expect(transfers).toHaveLength(devnetThreeNfts.length + 1)
  })
})

describe('the chain 31339 state cache', () => {
  let cacheDir: string
  const started: RunningDevnet<31339>[] = []

  afterAll(async () => {
    await Promise.all(started.map((d) => d.stop()))
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true })
  })

  it('deploys once on a cold cache, then starts from it without redeploying, much faster', async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'portico-devnet-three-'))
    // Reuse the compiled contracts, so the cold start measures deployment rather than solc.
    for (const name of await readdir(defaultCacheDir)) {
      if (/^solc-[0-9a-f]{16}\.json$/.test(name))
        await copyFile(join(defaultCacheDir, name), join(cacheDir, name))
    }
    const coldBegan = performance.now()
    const cold = await startDevnet({ chainId: 31339, port: 0, stateCacheDir: cacheDir })
    const coldMs = performance.now() - coldBegan
    started.push(cold)
    expect(cold.stateSource).toBe('deployed')
    const deployedAt = await clientOf(cold.rpcUrl).getBlockNumber()
    await cold.stop()

    const warmBegan = performance.now()
    const warm = await startDevnet({ chainId: 31339, port: 0, stateCacheDir: cacheDir })
    const warmMs = performance.now() - warmBegan
    started.push(warm)
    expect(warm.stateSource).toBe('cache')
    expect(await clientOf(warm.rpcUrl).getBlockNumber()).toBe(deployedAt)
    expect((await readdir(cacheDir)).filter((name) => name.startsWith('31339-'))).toHaveLength(1)
    console.info(`chain 31339 cold start ${Math.round(coldMs)} ms, warm start ${Math.round(warmMs)} ms`)
    expect(warmMs).toBeLessThan(coldMs / 3)
  })
})
