import { encodeFunctionData, erc20Abi, type Address, type Hex, type PublicClient } from 'viem'
import { quoteSwap, type SwapQuote } from './quoteSwap.ts'
import type { SwapChain } from './swapChain.ts'
import { SwapRequestError } from './swapError.ts'
import type { SwapTokenId } from './swapTokenId.ts'
import { swapDeadline } from './swapDeadline.ts'
import { uniswapV2RouterAbi } from './uniswapV2Abis.ts'

/** Parameters of {@link buildSwapTransaction}. */
export interface BuildSwapTransactionParameters {
  client: PublicClient
  swapChain: SwapChain
  from: SwapTokenId
  to: SwapTokenId
  /** Base units of `from` the user gives, provider fee included. */
  amount: bigint
  /** Slippage tolerance in percent (1 = 1 %): the least accepted output is the quote less this share. */
  slippagePercent: number
  user: Address
}

/** §7 swap tx: from and to as CAIP-10 ids, data, value, eip155.gas and gasPrice, and the quoted toAmount. */
export interface SwapTransaction {
  from: string
  to: string
  data: Hex
  value: string
  eip155: { gas: string; gasPrice: string }
  /** Base units of `to` the quote gives; the transaction reverts below `amountOutMin`. */
  toAmount: string
  amountOutMin: string
}

/** How long a built swap stays valid on chain. */
export const SWAP_DEADLINE_SECONDS = 20n * 60n

function routerCall(quote: SwapQuote, amountOutMin: bigint, user: Address, deadline: bigint) {
  const path = quote.path
  if (quote.fromNative) {
    return encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [amountOutMin, path, user, deadline],
    })
  }
  const functionName = quote.toNative ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  return encodeFunctionData({
    abi: uniswapV2RouterAbi,
    functionName,
    args: [quote.fromAmount, amountOutMin, path, user, deadline],
  })
}

async function checkFunds(
  client: PublicClient,
  swapChain: SwapChain,
  from: SwapTokenId,
  user: Address,
  need: bigint,
) {
  if (from.native) {
    if ((await client.getBalance({ address: user })) < need)
      throw new SwapRequestError('amount: exceeds the balance')
    return
  }
  const [balance, allowance] = await client.multicall({
    allowFailure: false,
    contracts: [
      { address: from.address, abi: erc20Abi, functionName: 'balanceOf', args: [user] },
      { address: from.address, abi: erc20Abi, functionName: 'allowance', args: [user, swapChain.spender] },
    ],
  })
  if (balance < need) throw new SwapRequestError('amount: exceeds the balance')
  if (allowance < need) {
    throw new SwapRequestError(
      'the router may not spend this token yet: send the build-approve transaction first',
    )
  }
}

/**
 * A swap through the fee router (PorticoSwapRouter, docs/adr/0005-swap-fee.md): the user sends the whole amount,
 * the router pays the §9 provider fee to the fee recipient and swaps the rest on Uniswap V2 Router02 for at
 * least the quote less the slippage, paid to the user; gas is estimated for the user. A swap the user cannot pay for or has not approved is a {@link SwapRequestError}.
 *
 * @example
 * const tx = await buildSwapTransaction({ client, swapChain, from: eth, to: pusd, amount, slippagePercent: 1, user })
 */
export async function buildSwapTransaction({
  client,
  swapChain,
  from,
  to,
  amount,
  slippagePercent,
  user,
}: BuildSwapTransactionParameters): Promise<SwapTransaction> {
  const quote = await quoteSwap({ client, swapChain, from, to, amount })
  const slippageBps = BigInt(Math.round(slippagePercent * 100))
  const amountOutMin = (quote.toAmount * (10_000n - slippageBps)) / 10_000n
  const [block, gasPrice] = await Promise.all([client.getBlock(), client.getGasPrice()])
  await checkFunds(client, swapChain, from, user, quote.fromAmount)
  const deadline = swapDeadline({ blockTimestamp: block.timestamp, window: SWAP_DEADLINE_SECONDS })
  const data = routerCall(quote, amountOutMin, user, deadline)
  const value = quote.fromNative ? quote.fromAmount : 0n
  let gas: bigint
  try {
    gas = await client.estimateGas({ account: user, to: swapChain.spender, data, value })
  } catch (error) {
    const reason = (error as { shortMessage?: string }).shortMessage ?? 'the node refused it'
    throw new SwapRequestError(`the swap would fail for this account: ${reason}`, undefined, { cause: error })
  }
  const network = swapChain.chain.caipNetworkId
  return {
    from: `${network}:${user}`,
    to: `${network}:${swapChain.spender}`,
    data,
    value: value.toString(),
    // 20 % headroom over the estimate: reserves can move between build and inclusion.
    eip155: { gas: ((gas * 12n) / 10n).toString(), gasPrice: gasPrice.toString() },
    toAmount: quote.toAmount.toString(),
    amountOutMin: amountOutMin.toString(),
  }
}
