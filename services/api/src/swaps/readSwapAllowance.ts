import { erc20Abi, maxUint256, type Address, type PublicClient } from 'viem'
import type { SwapVenueChain } from './swapChain.ts'
import type { SwapTokenId } from './swapTokenId.ts'

/** Parameters of {@link readSwapAllowance}. */
export interface ReadSwapAllowanceParameters {
  client: PublicClient
  /** The chain's swap venues; their spenders are the contracts users approve. */
  venues: readonly SwapVenueChain[]
  token: SwapTokenId
  owner: Address
}

/**
 * How much of `token` the chain's swap router may spend for `owner`: the largest allowance among the venues'
 * spenders, since build-transaction swaps through an approved venue. The native coin needs no approval, so it is
 * the largest uint256.
 *
 * @example
 * await readSwapAllowance({ client, venues, token: pusd, owner }) // 0n before any approval
 */
export async function readSwapAllowance({
  client,
  venues,
  token,
  owner,
}: ReadSwapAllowanceParameters): Promise<bigint> {
  if (token.native) return maxUint256
  const spenders = [...new Set(venues.map((venue) => venue.spender))]
  const allowances = await client.multicall({
    allowFailure: false,
    contracts: spenders.map((spender) => ({
      address: token.address,
      abi: erc20Abi,
      functionName: 'allowance' as const,
      args: [owner, spender] as const,
    })),
  })
  return allowances.reduce((most, allowance) => (allowance > most ? allowance : most), 0n)
}
