import { encodeFunctionData, erc20Abi, type Address, type Hex, type PublicClient } from 'viem'
import type { SwapQuote } from './quoteSwap.ts'
import { quoteSwapVenues, type VenueQuote } from './quoteSwapVenues.ts'
import type { SwapVenueChain } from './swapChain.ts'
import { SwapRequestError } from './swapError.ts'
import type { SwapTokenId } from './swapTokenId.ts'
import { swapDeadline } from './swapDeadline.ts'
import { uniswapV2RouterAbi } from './uniswapV2Abis.ts'
import { uniswapV3SwapCall } from './uniswapV3SwapCall.ts'

/** Parameters of {@link buildSwapTransaction}. */
export interface BuildSwapTransactionParameters {
  client: PublicClient
  /** The chain's swap venues: the swap goes through the best-quoting one the user has approved. */
  venues: readonly SwapVenueChain[]
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

/** The best quote the user can pay: enough balance, and (for a token) an allowance for that venue's spender. */
async function payableQuote(client: PublicClient, quotes: VenueQuote[], from: SwapTokenId, user: Address) {
  const need = quotes[0]!.quote.fromAmount
  if (from.native) {
    if ((await client.getBalance({ address: user })) < need)
      throw new SwapRequestError('amount: exceeds the balance')
    return quotes[0]!
  }
  const [balance, allowances] = await Promise.all([
    client.readContract({ address: from.address, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
    client.multicall({
      allowFailure: false,
      contracts: quotes.map(({ venue }) => ({
        address: from.address,
        abi: erc20Abi,
        functionName: 'allowance' as const,
        args: [user, venue.spender] as const,
      })),
    }),
  ])
  if (balance < need) throw new SwapRequestError('amount: exceeds the balance')
  const approved = quotes.find((_, i) => allowances[i]! >= need)
  if (!approved) {
    throw new SwapRequestError(
      'the router may not spend this token yet: send the build-approve transaction first',
    )
  }
  return approved
}

function venueCall({ venue, quote }: VenueQuote, amountOutMin: bigint, user: Address, deadline: bigint) {
  if (venue.kind === 'uniswap-v3') {
    return uniswapV3SwapCall({
      venue,
      quote: quote as Parameters<typeof uniswapV3SwapCall>[0]['quote'],
      amountOutMin,
      user,
      deadline,
    })
  }
  const v2 = quote as SwapQuote
  return { data: routerCall(v2, amountOutMin, user, deadline), value: v2.fromNative ? v2.fromAmount : 0n }
}

/**
 * A swap through the venue with the best quote that the user has approved (any venue for the native coin): its
 * fee router (PorticoSwapRouter or PorticoV3SwapRouter, docs/adr/0005-swap-fee.md) takes the whole amount, pays
 * the §9 provider fee to the fee recipient and swaps the rest on Uniswap V2 Router02 or a V3 pool for at least
 * the quote less the slippage, paid to the user; gas is estimated for the user. A swap the user cannot pay for or has not approved is a {@link SwapRequestError}.
 *
 * @example
 * const tx = await buildSwapTransaction({ client, venues, from: eth, to: pusd, amount, slippagePercent: 1, user })
 */
export async function buildSwapTransaction({
  client,
  venues,
  from,
  to,
  amount,
  slippagePercent,
  user,
}: BuildSwapTransactionParameters): Promise<SwapTransaction> {
  const quotes = await quoteSwapVenues({ client, venues, from, to, amount })
  const slippageBps = BigInt(Math.round(slippagePercent * 100))
  const [block, gasPrice] = await Promise.all([client.getBlock(), client.getGasPrice()])
  const chosen = await payableQuote(client, quotes, from, user)
  const { venue, quote } = chosen
  const amountOutMin = (quote.toAmount * (10_000n - slippageBps)) / 10_000n
  const deadline = swapDeadline({ blockTimestamp: block.timestamp, window: SWAP_DEADLINE_SECONDS })
  const { data, value } = venueCall(chosen, amountOutMin, user, deadline)
  let gas: bigint
  try {
    gas = await client.estimateGas({ account: user, to: venue.spender, data, value })
  } catch (error) {
    const reason = (error as { shortMessage?: string }).shortMessage ?? 'the node refused it'
    throw new SwapRequestError(`the swap would fail for this account: ${reason}`, undefined, { cause: error })
  }
  const network = venue.chain.caipNetworkId
  return {
    from: `${network}:${user}`,
    to: `${network}:${venue.spender}`,
    data,
    value: value.toString(),
    // 20 % headroom over the estimate: reserves can move between build and inclusion.
    eip155: { gas: ((gas * 12n) / 10n).toString(), gasPrice: gasPrice.toString() },
    toAmount: quote.toAmount.toString(),
    amountOutMin: amountOutMin.toString(),
  }
}
