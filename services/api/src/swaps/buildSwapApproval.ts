import { encodeFunctionData, erc20Abi, type Address, type Hex, type PublicClient } from 'viem'
import { quoteSwapVenues } from './quoteSwapVenues.ts'
import type { SwapVenueChain } from './swapChain.ts'
import { SwapRequestError } from './swapError.ts'
import type { SwapTokenId } from './swapTokenId.ts'

/** Parameters of {@link buildSwapApproval}. */
export interface BuildSwapApprovalParameters {
  client: PublicClient
  /** The chain's swap venues; the one with the best quote for this swap is approved. */
  venues: readonly SwapVenueChain[]
  /** The token the user will sell. */
  from: SwapTokenId
  /** The token the user will buy; checked so that an approval is only built for a swap that can happen. */
  to: SwapTokenId
  user: Address
  /**
   * Base units to approve: exactly the swap's amount. Never unlimited, so a spender that is compromised later can
   * take no more than what the person agreed to swap.
   */
  amount: bigint
}

/** §7 approve tx: from and to as CAIP-10 ids, data, value and eip155.gasPrice (decimal strings). */
export interface SwapApprovalTransaction {
  from: string
  to: string
  data: Hex
  value: string
  eip155: { gasPrice: string }
}

/**
 * The ERC-20 `approve(spender, amount)` transaction that lets the venue with the best quote for this swap (its
 * fee router, ADR 0005) spend exactly `amount` of the user's token. The native coin needs none, which is a
 * {@link SwapRequestError}, and so is a swap no venue can quote.
 *
 * @example
 * const tx = await buildSwapApproval({ client, venues, from: pusd, to: eth, user, amount: 300_000_000n })
 * await wallet.sendTransaction({ to: tx.to.split(':')[2], data: tx.data, gasPrice: BigInt(tx.eip155.gasPrice) })
 */
export async function buildSwapApproval({
  client,
  venues,
  from,
  to,
  user,
  amount,
}: BuildSwapApprovalParameters): Promise<SwapApprovalTransaction> {
  if (from.native) throw new SwapRequestError('from: the native coin needs no approval')
  const [[best], gasPrice] = await Promise.all([
    quoteSwapVenues({ client, venues, from, to, amount }),
    client.getGasPrice(),
  ])
  const network = best!.venue.chain.caipNetworkId
  return {
    from: `${network}:${user}`,
    to: `${network}:${from.address}`,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [best!.venue.spender, amount],
    }),
    value: '0',
    eip155: { gasPrice: gasPrice.toString() },
  }
}
