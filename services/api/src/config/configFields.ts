import { isAddress } from 'viem'
import { z } from 'zod'

/** True for an absolute http: or https: URL. */
function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/** An http(s) URL. */
export const httpUrlField = z
  .string({ error: 'must be an http(s) URL' })
  .refine(isHttpUrl, 'must be an http(s) URL')
  .meta({ format: 'uri', pattern: '^https?://' })

/**
 * An EVM address, checksum-insensitive (viem `isAddress` with `strict: false`); `what` describes it in the
 * generated reference.
 *
 * @example
 * addressField('the Uniswap V2 factory').parse('0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f')
 */
export function addressField(what: string) {
  return z
    .string({ error: 'must be an address: 0x followed by 40 hexadecimal digits' })
    .refine(
      (value) => isAddress(value, { strict: false }),
      'must be an address: 0x followed by 40 hexadecimal digits',
    )
    .meta({ description: `Address of ${what}.`, pattern: '^0x[0-9a-fA-F]{40}$' })
}

/** A CAIP-2 id of an EVM chain, `eip155:<chain id>`. */
export const caip2Field = z
  .string()
  .regex(/^eip155:[1-9]\d{0,15}$/, 'must be a CAIP-2 id such as eip155:8453')
