/**
 * What to tell the person when a provider turned the login down: the provider's own `error_description` (or
 * `error` code) when it answered OAuth-style, else the error's message.
 *
 * @example
 * loginFailureReason(Object.assign(new Error('server responded with an error'), { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }))
 * // 'The code passed is incorrect or expired.'
 */
export function loginFailureReason(error: unknown): string {
  if (error && typeof error === 'object') {
    const { error_description: description, error: code } = error as Record<string, unknown>
    if (typeof description === 'string' && description) return description
    if (typeof code === 'string' && code) return code
  }
  return error instanceof Error ? error.message : String(error)
}
