import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatCaipAddress,
  formatCaipNetworkId,
  parseCaip10Address,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.ts'
import {
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
} from './errors/caip.ts'
import { KNOWN_NAMESPACES } from './namespace.ts'

// Strings rich in the characters CAIP cares about, plus arbitrary unicode.
const caipLikeString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({
    unit: fc.constantFrom(':', 'e', 'i', 'p', '1', '5', '0', 'x', 'a', 'F', '-', '_', ' '),
    maxLength: 40,
  }),
  fc
    .tuple(fc.constantFrom(...KNOWN_NAMESPACES, 'cosmoz', ''), fc.string(), fc.string())
    .map((parts) => parts.join(':')),
)

function throwsOnly(run: () => unknown, ...allowed: (abstract new (...args: never[]) => Error)[]): void {
  try {
    run()
  } catch (error) {
    expect(allowed.some((ErrorClass) => error instanceof ErrorClass)).toBe(true)
  }
}

const namespace = fc.constantFrom(...KNOWN_NAMESPACES)
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
// CAIP-10: account addresses are 1–128 characters of letters, digits, '-', '.' and '%'.
const accountAddress = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)

describe('CAIP parsing on arbitrary strings', () => {
  it('throws nothing but the catalogue errors', () => {
    fc.assert(
      fc.property(caipLikeString, (value) => {
        throwsOnly(() => parseCaipAddress(value), InvalidCaipAddressError)
        throwsOnly(() => parseCaipNetworkId(value), InvalidCaipNetworkIdError)
        throwsOnly(() => parseCaip10Address(value), InvalidCaipAddressError, InvalidCaip10AddressError)
        throwsOnly(
          () => parseCaip10Address(value, { strict: true }),
          InvalidCaipAddressError,
          InvalidCaip10AddressError,
        )
      }),
      { numRuns: 2000 },
    )
  })

  it('round-trips account ids: format(parse(x)) === x and parse(format(parts)) equals parts', () => {
    fc.assert(
      fc.property(namespace, reference, accountAddress, (ns, ref, address) => {
        const parts = { namespace: ns, reference: ref, address }
        const formatted = formatCaipAddress(parts)
        expect(parseCaipAddress(formatted)).toEqual(parts)
        expect(formatCaipAddress(parseCaipAddress(formatted))).toBe(formatted)
      }),
    )
  })

  it('round-trips network ids', () => {
    fc.assert(
      fc.property(namespace, reference, (ns, ref) => {
        const formatted = formatCaipNetworkId({ namespace: ns, reference: ref })
        expect(formatted).toBe(`${ns}:${ref}`)
        expect(parseCaipNetworkId(formatted)).toEqual({ namespace: ns, reference: ref })
      }),
    )
  })
})
