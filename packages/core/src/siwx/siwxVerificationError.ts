import { PorticoError } from '@portico/common'

/** Why a sign-in message or its signature was refused. */
export type SiwxVerificationReason =
  | 'malformed'
  | 'domain'
  | 'uri'
  | 'chain'
  | 'nonce'
  | 'address'
  | 'issued-at'
  | 'expired'
  | 'not-before'
  | 'signature'

const shortMessages: Record<SiwxVerificationReason, string> = {
  malformed: 'The sign-in message is not a valid EIP-4361 message',
  domain: 'The sign-in message is for another domain',
  uri: 'The sign-in message is for another URI',
  chain: 'The sign-in message is for another network',
  nonce: 'The sign-in message has an unknown or used nonce',
  address: 'The sign-in message is for another address',
  'issued-at': 'The sign-in message was issued in the future',
  expired: 'The sign-in message has expired',
  'not-before': 'The sign-in message is not valid yet',
  signature: 'The sign-in signature is not valid for this address',
}

/**
 * A sign-in (EIP-4361) message or signature that does not hold: `reason` says which check failed, `details`
 * what was expected and what was found.
 *
 * @example
 * throw new SiwxVerificationError('domain', 'expected app.example, got evil.example')
 * // shortMessage 'The sign-in message is for another domain', code 'SIWX_DOMAIN'
 */
export class SiwxVerificationError extends PorticoError {
  override name = 'SiwxVerificationError'
  /** Which check failed. */
  readonly reason: SiwxVerificationReason

  constructor(reason: SiwxVerificationReason, details: string, options: { cause?: unknown } = {}) {
    super(shortMessages[reason], {
      code: `SIWX_${reason.toUpperCase().replace('-', '_')}`,
      details,
      cause: options.cause,
    })
    this.reason = reason
  }
}
