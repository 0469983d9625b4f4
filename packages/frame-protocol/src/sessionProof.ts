// The proof the secure site's iframe signs for every authenticated `/v1/*` call (DPoP-style, RFC 9449 in
// spirit): a compact ES256 JWS over the method, path, time, a one-time id and the body's hash, made with a key
// pair that never leaves the iframe. One implementation (WebCrypto) for the frame that signs and the server
// that checks, so the two cannot drift.
import * as z from 'zod'

/** The request header that carries the proof. */
export const SESSION_PROOF_HEADER = 'x-portico-proof'

/** A proof is accepted for this long around the server's clock, and its `jti` is remembered as long. */
export const SESSION_PROOF_MAX_AGE_SECONDS = 60

const PROOF_TYPE = 'portico-proof+jwt'
const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const

const base64Url = (length: number) => z.string().regex(new RegExp(`^[\\w-]{${length}}$`))

/** A P-256 public key as a JWK (x and y are 32 bytes each, base64url). */
export const sessionPublicKeySchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: base64Url(43),
  y: base64Url(43),
})

/** The public half of a session key, as the server stores it. */
export type SessionPublicKey = z.infer<typeof sessionPublicKeySchema>

/** A login secret: 32 random bytes, base64url (what finishing a login must show). */
export const loginSecretSchema = base64Url(43)

/** SHA-256 hex of a login secret (what starting a login sends). */
export const loginSecretHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'loginSecretHash must be SHA-256 hex')

/** What a proof says about its request. */
export interface SessionProofClaims {
  /** HTTP method, upper case. */
  htm: string
  /** Path and query of the request, e.g. `/v1/user?chainId=eip155:1`. */
  htu: string
  /** Seconds since the epoch when it was made. */
  iat: number
  /** A one-time id: the server refuses a second proof with it. */
  jti: string
  /** base64url SHA-256 of the request body (of `''` when there is none). */
  bh: string
}

const encoder = new TextEncoder()

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[\w-]*$/.test(text)) throw new TypeError('not base64url')
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

async function sha256Base64Url(text: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}

/**
 * A new random login secret (32 bytes, base64url) and the SHA-256 hex the server is told when the login starts.
 *
 * @example
 * const { secret, secretHash } = await createLoginSecret()
 */
export async function createLoginSecret(): Promise<{ secret: string; secretHash: string }> {
  const secret = toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
  return { secret, secretHash: await loginSecretHashOf(secret) }
}

/**
 * SHA-256 hex of a login secret: what `/v1/email/start` and `/v1/social/start` are sent.
 *
 * @example
 * await loginSecretHashOf(secret) // '9f86d0…'
 */
export async function loginSecretHashOf(secret: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(secret)))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * A new ECDSA P-256 session key pair. The private key is not extractable unless `extractable` is set (only
 * where the iframe has no IndexedDB to keep a CryptoKey in, see ADR 0011).
 *
 * @example
 * const keys = await generateSessionKeyPair()
 */
export function generateSessionKeyPair(extractable = false): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(ECDSA, extractable, ['sign', 'verify'])
}

/**
 * The public JWK of a session key pair, sent when a login finishes.
 *
 * @example
 * const publicKey = await exportSessionPublicKey(keys.publicKey)
 */
export async function exportSessionPublicKey(publicKey: CryptoKey): Promise<SessionPublicKey> {
  const jwk = await crypto.subtle.exportKey('jwk', publicKey)
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) throw new TypeError('not a P-256 key')
  return { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y }
}

/**
 * RFC 7638 JWK thumbprint (SHA-256, base64url) of a session public key: how a session names its key.
 *
 * @example
 * await sessionKeyThumbprint(publicKey) // 'NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs'
 */
export function sessionKeyThumbprint(key: SessionPublicKey): Promise<string> {
  return sha256Base64Url(`{"crv":"${key.crv}","kty":"${key.kty}","x":"${key.x}","y":"${key.y}"}`)
}

/**
 * Signs the proof of one request with the session's private key.
 *
 * @example
 * headers[SESSION_PROOF_HEADER] = await createSessionProof(keys.privateKey, { method: 'POST', path: '/v1/rpc', body })
 */
export async function createSessionProof(
  privateKey: CryptoKey,
  request: { method: string; path: string; body: string; now?: number },
): Promise<string> {
  const claims: SessionProofClaims = {
    htm: request.method.toUpperCase(),
    htu: request.path,
    iat: Math.floor((request.now ?? Date.now()) / 1000),
    jti: toBase64Url(crypto.getRandomValues(new Uint8Array(16))),
    bh: await sha256Base64Url(request.body),
  }
  const header = toBase64Url(encoder.encode(JSON.stringify({ typ: PROOF_TYPE, alg: 'ES256' })))
  const payload = toBase64Url(encoder.encode(JSON.stringify(claims)))
  const signature = await crypto.subtle.sign(SIGNING, privateKey, encoder.encode(`${header}.${payload}`))
  return `${header}.${payload}.${toBase64Url(new Uint8Array(signature))}`
}

/** Why a proof was refused; the server answers all of them as 'Session Expired'. */
export class SessionProofError extends Error {
  override name = 'SessionProofError'
}

/**
 * Checks a proof against the session's public key and the request it came with: signature, method, path, body
 * hash, and `iat` within {@link SESSION_PROOF_MAX_AGE_SECONDS} of `now`. Returns the claims (the caller still
 * has to refuse a `jti` it has seen).
 *
 * @throws {SessionProofError} naming what did not match.
 * @example
 * const { jti } = await verifySessionProof(proof, publicKey, { method: 'POST', path: '/v1/rpc', body })
 */
export async function verifySessionProof(
  proof: string | undefined,
  publicKey: SessionPublicKey,
  request: { method: string; path: string; body: string; now?: number },
): Promise<SessionProofClaims> {
  if (!proof) throw new SessionProofError('no proof')
  const parts = proof.split('.')
  if (parts.length !== 3) throw new SessionProofError('not a compact JWS')
  const [header, payload, signature] = parts as [string, string, string]
  let claims: Partial<SessionProofClaims>
  let key: CryptoKey
  try {
    const head = JSON.parse(new TextDecoder().decode(fromBase64Url(header))) as { typ?: string; alg?: string }
    if (head.typ !== PROOF_TYPE || head.alg !== 'ES256') throw new SessionProofError('wrong proof type')
    claims = JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) as Partial<SessionProofClaims>
    key = await crypto.subtle.importKey('jwk', { ...publicKey, ext: true }, ECDSA, false, ['verify'])
    const valid = await crypto.subtle.verify(
      SIGNING,
      key,
      fromBase64Url(signature),
      encoder.encode(`${header}.${payload}`),
    )
    if (!valid) throw new SessionProofError('bad signature')
  } catch (error) {
    if (error instanceof SessionProofError) throw error
    throw new SessionProofError(`unreadable proof: ${(error as Error).message}`)
  }
  if (claims.htm !== request.method.toUpperCase()) throw new SessionProofError('signed for another method')
  if (claims.htu !== request.path) throw new SessionProofError('signed for another path')
  if (typeof claims.jti !== 'string' || claims.jti.length < 16 || claims.jti.length > 64)
    throw new SessionProofError('no one-time id')
  const now = Math.floor((request.now ?? Date.now()) / 1000)
  if (typeof claims.iat !== 'number' || Math.abs(now - claims.iat) > SESSION_PROOF_MAX_AGE_SECONDS)
    throw new SessionProofError('stale or future timestamp')
  if (claims.bh !== (await sha256Base64Url(request.body))) throw new SessionProofError('signed another body')
  return claims as SessionProofClaims
}
