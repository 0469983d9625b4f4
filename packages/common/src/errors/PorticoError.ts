/**
 * Parameters of {@link PorticoError}.
 *
 * @example
 * super('Token Balance Unavailable', { code: 'TOKEN_BALANCE_UNAVAILABLE', cause } satisfies PorticoErrorParameters)
 */
export interface PorticoErrorParameters {
  /** Stable machine-readable code, e.g. `TOKEN_BALANCE_UNAVAILABLE`; never reworded. */
  code: string
  /** The error that led to this one. */
  cause?: unknown
  /** More about what happened, for logs; defaults to the cause's message. */
  details?: string | undefined
}

/**
 * Base of every error Portico throws. `message` and `shortMessage` are the one sentence a person reads (the
 * spec's exact wording where §8 names it); `code` is for programs; `details` and `cause` are for logs.
 *
 * @example
 * try {
 *   await appKit.connect('io.portico.devwallet')
 * } catch (error) {
 *   if (error instanceof PorticoError) console.error(error.code, error.shortMessage, error.details)
 * }
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  /** The sentence shown to people; equal to `message`. */
  readonly shortMessage: string
  /** Stable machine-readable code. */
  readonly code: string
  /** More about what happened, for logs. */
  readonly details: string | undefined

  constructor(shortMessage: string, { code, cause, details }: PorticoErrorParameters) {
    super(shortMessage, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.code = code
    this.details = details ?? (cause instanceof Error ? cause.message : undefined)
  }

  /**
   * Follows the chain of causes and returns the first error for which `predicate` holds, or the root cause
   * when no predicate is given.
   *
   * @example
   * const rpcError = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number')
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    if (predicate?.(this)) return this
    let root: unknown
    let current: unknown = this.cause
    // Bounded so a cause cycle cannot loop forever.
    for (let depth = 0; current !== undefined && depth < 32; depth++) {
      if (predicate?.(current)) return current
      root = current
      current = current instanceof Error ? current.cause : undefined
    }
    if (predicate) return undefined
    return root ?? this
  }
}

/**
 * The one parameter most catalogue errors take: what caused them.
 *
 * @example
 * new FetchTransactionsError({ cause: httpError } satisfies ErrorCauseParameters)
 */
export interface ErrorCauseParameters {
  /** The error that led to this one. */
  cause?: unknown
}
