import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  maxUint256,
  parseEther,
  type Address,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devnetMulticall3Abi,
  porticoPalsAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
} from '../abis.ts'
import { spawnAnvil, type AnvilProcess } from '../anvil/spawnAnvil.ts'
import { defaultCacheDir } from '../cache/defaultCacheDir.ts'
import { DEVNET_ACCOUNT_BALANCE_ETH, devnetAccounts, devnetHolders } from '../fixtures/devnetAccounts.ts'
import { porticoDevnet, porticoDevnetTwo, withRpcUrl, type DevnetChainId } from '../fixtures/devnetChains.ts'
import { devnetContracts } from '../fixtures/devnetContracts.ts'
import { devnetNftCollection, devnetNfts } from '../fixtures/devnetNfts.ts'
import { devnetPools } from '../fixtures/devnetPools.ts'
import { devnetToken, devnetTokenAllocations, devnetTokens } from '../fixtures/devnetTokens.ts'
import { startDevnet, type RunningDevnet } from '../startDevnet.ts'
import { deployFixtures } from './deployFixtures.ts'

// 31337 is deployed right here on a bare anvil; 31338 comes through startDevnet (usually from the state cache).
let bareAnvil: AnvilProcess | undefined
let devnetTwo: RunningDevnet | undefined
const rpcUrls = new Map<DevnetChainId, string>()

const networkOf = (chainId: DevnetChainId, rpcUrl: string) =>
  withRpcUrl(chainId === 31337 ? porticoDevnet : porticoDevnetTwo, rpcUrl)
const publicClientOf = (chainId: DevnetChainId, rpcUrl: string) =>
  createPublicClient({ chain: networkOf(chainId, rpcUrl), transport: http(rpcUrl) })

beforeAll(async () => {
  const [anvil, two] = await Promise.all([
    spawnAnvil({ chainId: 31337, port: 0 }),
    startDevnet({ chainId: 31338, port: 0 }),
  ])
  bareAnvil = anvil
  devnetTwo = two
  const rpcUrl = `http://127.0.0.1:${anvil.port}`
  await deployFixtures({ chainId: 31337, rpcUrl, cacheDir: defaultCacheDir })
  rpcUrls.set(31337, rpcUrl)
  rpcUrls.set(31338, two.rpcUrl)
})

afterAll(async () => {
  await Promise.all([bareAnvil?.stop(), devnetTwo?.stop()])
})

function decodeDataUri(uri: string, mediaType: string): string {
  const prefix = `data:${mediaType};base64,`
  expect(uri.startsWith(prefix)).toBe(true)
  return Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8')
}

describe.each([31337, 31338] as const)('the fixtures on chain %i', (chainId) => {
  const client = () => publicClientOf(chainId, rpcUrls.get(chainId)!)

  it('run on the right chain with code at every manifest address', async () => {
    expect(await client().getChainId()).toBe(chainId)
    for (const [name, address] of Object.entries(devnetContracts)) {
      const code = await client().getCode({ address })
      expect(code?.length ?? 0, `${name} at ${address}`).toBeGreaterThan(2)
    }
  })

  it('have the tokens of the manifest', async () => {
    for (const token of devnetTokens) {
      const results = await client().multicall({
        allowFailure: false,
        contracts: (['name', 'symbol', 'decimals'] as const).map((functionName) => ({
          address: token.address,
          abi: erc20Abi,
          functionName,
        })),
      })
      expect(results).toEqual([token.name, token.symbol, token.decimals])
    }
  })

  it('gave every holder its tokens and left the ether of accounts 1..9 alone', async () => {
    for (const holder of devnetHolders) {
      expect(await client().getBalance({ address: holder.address })).toBe(
        parseEther(String(DEVNET_ACCOUNT_BALANCE_ETH)),
      )
      for (const allocation of devnetTokenAllocations) {
        const balance = await client().readContract({
          address: devnetToken(allocation.symbol).address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [holder.address],
        })
        expect(balance, `${allocation.symbol} of account ${holder.index}`).toBe(allocation.perHolder)
      }
    }
  })

  it('minted the Portico Pals to their owners with data: metadata', async () => {
    const nft = { address: devnetNftCollection.address, abi: porticoPalsAbi } as const
    expect(await client().readContract({ ...nft, functionName: 'name' })).toBe('Portico Pals')
    expect(await client().readContract({ ...nft, functionName: 'symbol' })).toBe('PALS')
    expect(await client().readContract({ ...nft, functionName: 'totalSupply' })).toBe(
      BigInt(devnetNfts.length),
    )
    expect(devnetNfts.filter((n) => n.isSpam).map((n) => n.tokenId)).toEqual([5n])
    for (const expected of devnetNfts) {
      expect(await client().readContract({ ...nft, functionName: 'ownerOf', args: [expected.tokenId] })).toBe(
        expected.owner,
      )
      const uri = await client().readContract({ ...nft, functionName: 'tokenURI', args: [expected.tokenId] })
      expect(uri).toBe(expected.tokenUri)
      const metadata = JSON.parse(decodeDataUri(uri, 'application/json'))
      expect(metadata).toEqual({
        name: expected.name,
        description: expected.description,
        image: expected.image,
      })
      expect(decodeDataUri(metadata.image, 'image/svg+xml')).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
      )
    }
    const ownedBy = (index: number) => devnetNfts.filter((n) => n.owner === devnetAccounts[index]!.address)
    expect(ownedBy(1).map((n) => n.tokenId)).toEqual([1n, 2n, 3n, 4n, 5n])
    expect(ownedBy(2).map((n) => n.tokenId)).toEqual([6n, 7n])
  })

  it('funded the pools at 3,000 PUSD per ETH, 0.01 ETH per PTK and 30 PUSD per PTK', async () => {
    const prices: Record<string, number> = {}
    for (const pool of devnetPools) {
      const a = devnetToken(pool.tokenA)
      const b = devnetToken(pool.tokenB)
      const pair = await client().readContract({
        address: devnetContracts.uniswapV2Factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [a.address, b.address],
      })
      expect(pair).toBe(pool.pair)
      const [token0, [reserve0, reserve1]] = await Promise.all([
        client().readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
        client().readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
      ])
      const [reserveA, reserveB] = token0 === a.address ? [reserve0, reserve1] : [reserve1, reserve0]
      expect([reserveA, reserveB]).toEqual([pool.amountA, pool.amountB])
      // Price of one tokenA in tokenB.
      prices[`${a.symbol}/${b.symbol}`] =
        Number(formatUnits(reserveB, b.decimals)) / Number(formatUnits(reserveA, a.decimals))
    }
    expect(prices).toEqual({ 'WETH/PUSD': 3000, 'PTK/WETH': 0.01, 'PTK/PUSD': 30 })
  })

  it('answer viem multicall through our Multicall3 at the canonical address', async () => {
    const multicall3 = { address: devnetContracts.multicall3, abi: devnetMulticall3Abi } as const
    const holder = devnetAccounts[3]!.address
    const results = await client().multicall({
      contracts: [
        { address: devnetContracts.usd, abi: erc20Abi, functionName: 'balanceOf', args: [holder] },
        { ...multicall3, functionName: 'getEthBalance', args: [holder] },
        { ...multicall3, functionName: 'getChainId' },
        {
          address: devnetContracts.nftCollection,
          abi: porticoPalsAbi,
          functionName: 'ownerOf',
          args: [999n],
        },
      ],
    })
    expect(results.map((r) => r.status)).toEqual(['success', 'success', 'success', 'failure'])
    expect(results[0]!.result).toBe(devnetTokenAllocations[0]!.perHolder)
    expect(results[1]!.result).toBe(await client().getBalance({ address: holder }))
    expect(results[2]!.result).toBe(BigInt(chainId))
    const blockNumber = await client().readContract({ ...multicall3, functionName: 'getBlockNumber' })
    expect(blockNumber).toBe(await client().getBlockNumber())
  })

  it('swap ether for PUSD through Router02', async () => {
    const trader = devnetAccounts[9]!
    const rpcUrl = rpcUrls.get(chainId)!
    const wallet = createWalletClient({
      account: privateKeyToAccount(trader.privateKey),
      chain: networkOf(chainId, rpcUrl),
      transport: http(rpcUrl),
    })
    const path: Address[] = [devnetContracts.weth9, devnetContracts.usd]
    const router = { address: devnetContracts.uniswapV2Router02, abi: uniswapV2RouterAbi } as const
    const amountIn = parseEther('1')
    const [, quoted] = await client().readContract({
      ...router,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })
    // Uniswap V2's constant product with its 0.3% fee, against 100 ETH and 300,000 PUSD.
    const [reserveIn, reserveOut] = [devnetPools[0]!.amountA, devnetPools[0]!.amountB]
    expect(quoted).toBe((amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n))
    expect(Number(formatUnits(quoted!, 6))).toBeCloseTo(2961.47, 2)
    const before = await client().readContract({
      address: devnetContracts.usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    const hash = await wallet.writeContract({
      ...router,
      functionName: 'swapExactETHForTokens',
      args: [quoted!, path, trader.address, maxUint256],
      value: amountIn,
    })
    expect((await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    const after = await client().readContract({
      address: devnetContracts.usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    expect(after - before).toBe(quoted)
  })
})
