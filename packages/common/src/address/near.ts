// NEAR: implicit accounts are 64 lower-case hex digits; named accounts are 2–64 characters of dot-separated
// parts made of lower-case letters and digits joined by single '-' or '_'.
const IMPLICIT_ACCOUNT_PATTERN = /^[0-9a-f]{64}$/
const NAMED_ACCOUNT_PATTERN = /^(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/

/**
 * Whether `value` is a NEAR account id. Rule, syntactic only: 2 to 64 characters, either 64 lower-case hex
 * digits (implicit account) or dot-separated lower-case alphanumeric parts joined by single `-` or `_`.
 *
 * @example
 * isNearAddress('alice.near') // true
 * isNearAddress('Alice.near') // false
 */
export function isNearAddress(value: string): boolean {
  if (value.length < 2 || value.length > 64) return false
  return IMPLICIT_ACCOUNT_PATTERN.test(value) || NAMED_ACCOUNT_PATTERN.test(value)
}
