// A practical check (something@something.tld, no spaces); the secure site validates the address for real.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/**
 * §5: whether `value` has an email's format.
 *
 * @example
 * isEmail('ada@example.com') // true
 * isEmail('ada@') // false
 */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value)
}
