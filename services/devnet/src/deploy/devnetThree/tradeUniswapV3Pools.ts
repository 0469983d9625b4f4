import { maxUint256 } from 'viem'
import { uniswapV3SwapRouterAbi } from '../../devnetThreeAbis.ts'
import { devnetThreeContracts, devnetThreeDeployer } from '../../fixtures/devnetThree/devnetThreeContracts.ts'
import {
  DEVNET_THREE_TRADE_INTERVAL_SECONDS,
  devnetThreeTrades,
} from '../../fixtures/devnetThree/devnetThreePools.ts'
import { devnetThreeToken } from '../../fixtures/devnetThree/devnetThreeTokens.ts'
import type { DevnetThreeDeployContext } from './devnetThreeDeployContext.ts'
import { V3_CALL_GAS } from './fundUniswapV3Pools.ts'

/**
 * Makes the manifest's trades through the SwapRouter, moving the chain's clock forward before each, so the pools
 * record an hour of prices that observe() averages.
 *
 * @example
 * await tradeUniswapV3Pools(context)
 */
export async function tradeUniswapV3Pools(context: DevnetThreeDeployContext): Promise<void> {
  for (const [index, trade] of devnetThreeTrades.entries()) {
    await context.testClient.increaseTime({ seconds: DEVNET_THREE_TRADE_INTERVAL_SECONDS })
    const hash = await context.deployer.writeContract({
      address: devnetThreeContracts.swapRouter,
      abi: uniswapV3SwapRouterAbi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: devnetThreeToken(trade.tokenIn).address,
          tokenOut: devnetThreeToken(trade.tokenOut).address,
          fee: trade.fee,
          recipient: devnetThreeDeployer.address,
          deadline: maxUint256,
          amountIn: trade.amountIn,
          amountOutMinimum: 1n,
          sqrtPriceLimitX96: 0n,
        },
      ],
      gas: V3_CALL_GAS,
    })
    await context.confirm(`trade ${index + 1} (${trade.tokenIn} for ${trade.tokenOut})`, hash)
  }
}
