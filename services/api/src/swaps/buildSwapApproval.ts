import { encodeFunctionData, erc20Abi, type Address, type Hex, type PublicClient } from 'viem'
import type { SwapChain } from './swapChain.ts'
import { findSwapPath } from './findSwapPath.ts'
import { SwapRequestError } from './swapError.ts'
import type { SwapTokenId } from './swapTokenId.ts'

/** Parameters of {@link buildSwapApproval}. */
export interface BuildSwapApprovalParameters {
  client: PublicClient
  swapChain: SwapChain
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
 * The ERC-20 `approve(feeRouter, amount)` transaction that lets the fee router (ADR 0005) spend exactly `amount` of
 * the user's token, the amount of the swap it is for. The native coin needs none, which is a {@link SwapRequestError}.
 *
 * @example
 * const tx = await buildSwapApproval({ client, swapChain, from: pusd, to: eth, user, amount: 300_000_000n })
 * await wallet.sendTransaction({ to: tx.to.split(':')[2], data: tx.data, gasPrice: BigInt(tx.eip155.gasPrice) })
 */
export async function buildSwapApproval({
  client,
  swapChain,
  from,
  to,
  user,
  amount,
}: BuildSwapApprovalParameters): Promise<SwapApprovalTransaction> {
  if (from.native) throw new SwapRequestError('from: the native coin needs no approval')
  const [, gasPrice] = await Promise.all([
    findSwapPath({ client, swapChain, from, to }),
    client.getGasPrice(),
  ])
  const network = swapChain.chain.caipNetworkId
  return {
    from: `${network}:${user}`,
    to: `${network}:${from.address}`,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [swapChain.spender, amount],
    }),
    value: '0',
    eip155: { gasPrice: gasPrice.toString() },
  }
}
