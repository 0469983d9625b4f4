import { erc20Abi, maxUint256, type Address, type PublicClient } from 'viem'
import type { SwapChain } from './swapChain.ts'
import type { SwapTokenId } from './swapTokenId.ts'

/** Parameters of {@link readSwapAllowance}. */
export interface ReadSwapAllowanceParameters {
  client: PublicClient
  swapChain: SwapChain
  token: SwapTokenId
  owner: Address
}

/**
 * How much of `token` the swap router may spend for `owner`; the native coin needs no approval, so it is the
 * largest uint256.
 *
 * @example
 * await readSwapAllowance({ client, swapChain, token: pusd, owner }) // 0n before any approval
 */
export async function readSwapAllowance({
  client,
  swapChain,
  token,
  owner,
}: ReadSwapAllowanceParameters): Promise<bigint> {
  if (token.native) return maxUint256
  return client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, swapChain.spender],
  })
}
