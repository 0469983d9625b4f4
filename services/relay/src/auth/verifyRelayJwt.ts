import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64urlnopad } from '@scure/base'

/** Why a relay JWT was refused. */
export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
}

/** Parameters of {@link verifyRelayJwt}. */
export interface VerifyRelayJwtParameters {
  /** The `auth` query parameter the client connected with. */
  token: string
  /** URLs the relay answers at; `aud` must be one of them (clients put the relay URL they dialled there). */
  audiences: readonly string[]
  /** Seconds since the epoch, for tests. */
  now?: number
}

/** What a valid token says: the client's `did:key` identity. */
export interface RelayJwtClaims {
  /** `did:key:z6Mk…`: the client's Ed25519 key; the relay's id for the client across reconnects. */
  iss: string
  /** Random subject the client chose. */
  sub: string
  aud: string
  iat: number
  exp: number
}

/** Longest lifetime (`exp - iat`) accepted, in seconds: the WalletConnect client signs for exactly one day. */
export const MAX_TOKEN_LIFETIME_SECONDS = 86_400
/** How far in the future `iat` may be, in seconds: clocks of clients and relay differ a little. */
export const MAX_CLOCK_SKEW_SECONDS = 60

// did:key multicodec prefix of an Ed25519 public key (0xed 0x01), multibase 'z' = base58btc.
const ED25519_MULTICODEC = [0xed, 0x01]

function decodeJsonPart(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(base64urlnopad.decode(part)))
    if (typeof value !== 'object' || value === null) throw new Error('not an object')
    return value as Record<string, unknown>
  } catch {
    throw new RelayAuthError('malformed JWT')
  }
}

/** The Ed25519 public key a `did:key:z6Mk…` names. */
export function publicKeyOfDidKey(iss: string): Uint8Array {
  if (!iss.startsWith('did:key:z')) throw new RelayAuthError('iss must be a did:key')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(iss.slice('did:key:z'.length))
  } catch {
    throw new RelayAuthError('iss is not base58btc')
  }
  if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) {
    throw new RelayAuthError('iss must be an Ed25519 did:key')
  }
  return bytes.slice(2)
}

/**
 * Verifies the JWT a WalletConnect client opens the relay socket with: EdDSA over `header.payload` by the key
 * in `iss` (did:key), `aud` one of the relay's URLs, `exp` in the future, a lifetime of at most one day and an
 * `iat` not in the future (beyond {@link MAX_CLOCK_SKEW_SECONDS}), so a leaked token cannot be used for long.
 *
 * @throws {RelayAuthError} naming what is wrong.
 *
 * @example
 * const { iss } = verifyRelayJwt({ token, audiences: ['ws://127.0.0.1:8788'] })
 */
export function verifyRelayJwt({
  token,
  audiences,
  now = Date.now() / 1000,
}: VerifyRelayJwtParameters): RelayJwtClaims {
  const parts = token.split('.')
  if (parts.length !== 3) throw new RelayAuthError('malformed JWT')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = decodeJsonPart(headerPart)
  if (header.alg !== 'EdDSA') throw new RelayAuthError('alg must be EdDSA')
  const payload = decodeJsonPart(payloadPart)
  const { iss, sub, aud, iat, exp } = payload
  if (typeof iss !== 'string' || typeof sub !== 'string' || typeof aud !== 'string')
    throw new RelayAuthError('iss, sub and aud are required')
  if (typeof iat !== 'number' || typeof exp !== 'number') throw new RelayAuthError('iat and exp are required')
  let signature: Uint8Array
  try {
    signature = base64urlnopad.decode(signaturePart)
  } catch {
    throw new RelayAuthError('malformed signature')
  }
  const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`)
  const publicKey = publicKeyOfDidKey(iss)
  let valid: boolean
  try {
    valid = ed25519.verify(signature, signed, publicKey)
  } catch {
    valid = false // a signature of the wrong length
  }
  if (!valid) throw new RelayAuthError('invalid signature')
  if (!audiences.includes(aud))
    throw new RelayAuthError(`aud must be the relay URL (${audiences.join(' or ')})`)
  if (exp <= now) throw new RelayAuthError('token expired')
  if (iat > now + MAX_CLOCK_SKEW_SECONDS) throw new RelayAuthError('iat is in the future')
  if (exp - iat > MAX_TOKEN_LIFETIME_SECONDS) throw new RelayAuthError('token lifetime is over one day')
  return { iss, sub, aud, iat, exp }
}
