import { getAddress, isAddress, type Address } from 'viem'
import { z } from 'zod'
import { NATIVE_TOKEN_ADDRESS } from './swapChain.ts'

/** A CAIP-10 token id split up; `native` when the address is AppKit's 0xeeee… stand-in for the coin. */
export interface SwapTokenId {
  caipNetworkId: `eip155:${number}`
  address: Address
  native: boolean
}

const caip10 = /^eip155:(\d{1,12}):(0x[0-9a-fA-F]{40})$/

/**
 * Reads `eip155:<chainId>:<address>`; undefined when the text is anything else.
 *
 * @example
 * parseSwapTokenId('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee') // { native: true, … }
 */
export function parseSwapTokenId(text: string): SwapTokenId | undefined {
  const match = caip10.exec(text)
  if (!match || !isAddress(match[2]!, { strict: false })) return undefined
  const native = match[2]!.toLowerCase() === NATIVE_TOKEN_ADDRESS
  return {
    caipNetworkId: `eip155:${Number(match[1])}`,
    address: native ? NATIVE_TOKEN_ADDRESS : getAddress(match[2]!),
    native,
  }
}

/** Query or body field holding a CAIP-10 token id, parsed. */
export const swapTokenIdField = z.string().transform((text, context) => {
  const parsed = parseSwapTokenId(text)
  if (parsed) return parsed
  context.addIssue({
    code: 'custom',
    message: 'must be a CAIP-10 token id such as eip155:31337:0x… (0xeeee…eeee for the native coin)',
  })
  return z.NEVER
})

/** Query or body field holding an account: a plain EVM address or its CAIP-10 form; parsed to the address. */
export const accountAddressField = z.string().transform((text, context) => {
  const plain = text.startsWith('eip155:') ? text.split(':')[2] : text
  if (plain && isAddress(plain, { strict: false })) return getAddress(plain)
  context.addIssue({
    code: 'custom',
    message: 'must be an EVM address (0x followed by 40 hexadecimal characters) or its CAIP-10 form',
  })
  return z.NEVER
})

/** Query field holding a base-unit amount: a positive integer in decimal digits. */
export const baseUnitAmountField = z
  .string()
  .regex(/^\d{1,78}$/, 'must be a positive integer amount in base units (decimal digits only)')
  .transform((text) => BigInt(text))
  .refine((amount) => amount > 0n, { message: 'must be greater than 0' })

/** Query field holding a CAIP-2 EVM chain id. */
export const caipChainIdField = z
  .string()
  .regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id such as eip155:31337')
