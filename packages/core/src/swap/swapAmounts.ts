import { ActiveCaipAddressNotFoundError } from '@portico/common'
import { parseUnits } from 'viem'
import type { CoreContext } from '../client/coreContext.ts'
import type { SwapToken } from './swapStore.ts'

/**
 * The connected address and its network, which every swap call names.
 *
 * @throws {ActiveCaipAddressNotFoundError} when no address is connected.
 */
export function swapAccount(context: CoreContext): { address: string; caipNetworkId: string } {
  const caipAddress = context.stores.account.getState().caipAddress
  const [namespace, reference, address] = caipAddress?.split(':') ?? []
  if (!address) throw new ActiveCaipAddressNotFoundError()
  return { address, caipNetworkId: `${namespace}:${reference}` }
}

/** Whether `token` is the network's native coin (the API's 0xeeee… id). */
export const isNativeSwapToken = (token: SwapToken): boolean =>
  token.address.toLowerCase().endsWith(':0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')

/** Parses a typed amount; `undefined` for anything that is not a positive decimal (§5: greater than 0). */
export function parseSourceAmount(amount: string, decimals: number): bigint | undefined {
  const text = amount.trim()
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) return undefined
  // More decimals than the token has cannot be sent (parseUnits would round them).
  if ((text.split('.')[1] ?? '').length > decimals) return undefined
  const value = parseUnits(text, decimals)
  return value > 0n ? value : undefined
}

/** §5: allowance is sufficient when it is at least the source amount parsed with the token's decimals. */
export function isAllowanceSufficient(allowance: bigint, amount: string, decimals: number): boolean {
  const needed = parseSourceAmount(amount, decimals)
  return needed !== undefined && allowance >= needed
}
