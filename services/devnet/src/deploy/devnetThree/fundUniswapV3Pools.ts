import { erc20Abi, maxUint256, parseEther } from 'viem'
import { nonfungiblePositionManagerAbi, uniswapV3PoolAbi } from '../../devnetThreeAbis.ts'
import { weth9Abi } from '../../abis.ts'
import { devnetThreeContracts, devnetThreeDeployer } from '../../fixtures/devnetThree/devnetThreeContracts.ts'
import { devnetThreePools } from '../../fixtures/devnetThree/devnetThreePools.ts'
import { devnetThreeToken } from '../../fixtures/devnetThree/devnetThreeTokens.ts'
import { FixtureDeployError } from '../deployFixtures.ts'
import type { DevnetThreeDeployContext } from './devnetThreeDeployContext.ts'
import { fullRangeTicks, sqrtPriceX96 } from './sqrtPriceX96.ts'

// The factory's default fee tiers and their tick spacings (UniswapV3Factory constructor).
const TICK_SPACING: Readonly<Record<number, number>> = { 500: 10, 3000: 60, 10000: 200 }

/**
 * Gas for a Uniswap V3 mint or swap. An estimate can fall short: a pool writes a price observation only in a
 * block with a new timestamp, so a call estimated within the second of the last write costs more when mined.
 */
export const V3_CALL_GAS = 2_000_000n

/** Ether the deployer wraps: the WETH side of both pools plus its trades. */
export const DEVNET_THREE_WRAPPED_ETHER = parseEther('420')

/**
 * Wraps the deployer's ether, approves the position manager and the swap router for every pool token, then
 * creates each pool at its starting price, asks for its observation slots and adds full-range liquidity.
 *
 * @example
 * await fundUniswapV3Pools(context)
 */
export async function fundUniswapV3Pools(context: DevnetThreeDeployContext): Promise<void> {
  const { deployer, confirm } = context
  await confirm(
    'wrapping ether',
    await deployer.writeContract({
      address: devnetThreeContracts.weth9,
      abi: weth9Abi,
      functionName: 'deposit',
      value: DEVNET_THREE_WRAPPED_ETHER,
    }),
  )
  for (const symbol of ['DUSD', 'DBTC', 'WETH'] as const) {
    for (const spender of [
      devnetThreeContracts.nonfungiblePositionManager,
      devnetThreeContracts.swapRouter,
    ]) {
      const hash = await deployer.writeContract({
        address: devnetThreeToken(symbol).address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, maxUint256],
      })
      await confirm(`approving ${spender} for ${symbol}`, hash)
    }
  }

  for (const pool of devnetThreePools) {
    const a = devnetThreeToken(pool.tokenA)
    const b = devnetThreeToken(pool.tokenB)
    const aIsToken0 = BigInt(a.address) < BigInt(b.address)
    const [token0, token1] = aIsToken0 ? [a, b] : [b, a]
    const [amount0, amount1] = aIsToken0 ? [pool.amountA, pool.amountB] : [pool.amountB, pool.amountA]
    const name = `${pool.tokenA}/${pool.tokenB} ${pool.fee}`
    const tickSpacing = TICK_SPACING[pool.fee]
    if (tickSpacing === undefined)
      throw new FixtureDeployError(`${name}: fee tier ${pool.fee} is not enabled`)

    const created = await deployer.writeContract({
      address: devnetThreeContracts.nonfungiblePositionManager,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'createAndInitializePoolIfNecessary',
      args: [token0.address, token1.address, pool.fee, sqrtPriceX96(amount0, amount1)],
    })
    await confirm(`creating the ${name} pool`, created)
    const code = await context.publicClient.getCode({ address: pool.pool })
    if (!code || code === '0x') {
      throw new FixtureDeployError(`the ${name} pool is not at ${pool.pool}, where the manifest puts it`)
    }
    const slots = await deployer.writeContract({
      address: pool.pool,
      abi: uniswapV3PoolAbi,
      functionName: 'increaseObservationCardinalityNext',
      args: [pool.observationCardinalityNext],
    })
    await confirm(`growing the ${name} pool's observations`, slots)
    const minted = await deployer.writeContract({
      address: devnetThreeContracts.nonfungiblePositionManager,
      abi: nonfungiblePositionManagerAbi,
      functionName: 'mint',
      args: [
        {
          token0: token0.address,
          token1: token1.address,
          fee: pool.fee,
          ...fullRangeTicks(tickSpacing),
          amount0Desired: amount0,
          amount1Desired: amount1,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: devnetThreeDeployer.address,
          deadline: maxUint256,
        },
      ],
      gas: V3_CALL_GAS,
    })
    await confirm(`adding ${name} liquidity`, minted)
  }
}
