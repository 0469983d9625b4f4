/**
 * What to show a person for a failure: a Portico error's `shortMessage` (the §8 text), else `fallback`, else
 * the error's message.
 *
 * @example
 * shortMessageOf(new SignatureDeclinedError()) // 'Signature declined'
 */
export function shortMessageOf(cause: unknown, fallback?: string): string {
  const shortMessage = (cause as { shortMessage?: unknown } | null)?.shortMessage
  if (typeof shortMessage === 'string' && shortMessage) return shortMessage
  if (fallback !== undefined) return fallback
  return cause instanceof Error ? cause.message : String(cause)
}
