/**
 * The secure site answered a `/v1/*` call with an error (`{ message, code? }` and a 4xx/5xx status), or could
 * not be reached (`status` 0). `message` is the server's, shown to the person as it is (§8).
 */
export class SecureSiteRequestError extends Error {
  override name = 'SecureSiteRequestError'
  constructor(
    message: string,
    /** The HTTP status; 0 when no answer came. */
    readonly status: number,
    /** The server's `code` (EIP-1193 / JSON-RPC code for RPC calls), when it sent one. */
    readonly code?: number,
    /** §5: the email cooldown's wait, from a 429 answer. */
    readonly retryAfterSeconds?: number,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }

  /** Whether the session is gone (401): the iframe forgets it and tells the host NOT_CONNECTED. */
  get isSessionExpired(): boolean {
    return this.status === 401
  }
}
