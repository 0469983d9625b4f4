/**
 * Logs `error` for operators as its chain of causes, `Name: message` each, and nothing else: no stack of
 * arguments, no request, no frame. The relay never logs the `auth` query (a bearer JWT) or a message body.
 *
 * @example
 * logRelayError('request failed', error) // [relay] request failed: ErrorReply: READONLY … ← …
 */
export function logRelayError(context: string, error: unknown): void {
  const chain: string[] = []
  for (let cause = error, depth = 0; cause !== undefined && depth < 5; depth++) {
    if (cause instanceof Error) {
      chain.push(`${cause.name}: ${cause.message}`)
      cause = cause.cause
    } else {
      chain.push(`a thrown ${typeof cause}`) // not an Error: its content is not ours to print
      break
    }
  }
  console.error(`[relay] ${context}: ${chain.join(' ← ')}`)
}
