/**
 * The wait a `Retry-After` header asks for, in milliseconds (RFC 9110 §10.2.3: whole seconds, or an HTTP date),
 * or `undefined` when the header is absent or unreadable. A date in the past asks for no wait (0).
 *
 * @example
 * parseRetryAfter('2') // 2000
 * parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:58 GMT')) // 2000
 * parseRetryAfter('soon') // undefined
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // Only a date with letters in it: Date.parse would also read '1.5' or '-3' as a (nonsense) date.
  if (!/[a-z]/i.test(text)) return undefined
  const at = Date.parse(text)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - now)
}
