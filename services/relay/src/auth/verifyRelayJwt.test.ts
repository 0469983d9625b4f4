import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64urlnopad } from '@scure/base'
import { verifyRelayJwt } from './verifyRelayJwt.ts'

const aud = 'ws://127.0.0.1:8788'

// Tokens made by WalletConnect's own client library, as the sign-client sends them.
async function token(audience = aud, ttl = 3600) {
  const keyPair = generateKeyPair()
  return { jwt: await signJWT('subject', audience, ttl, keyPair), keyPair }
}

describe('verifyRelayJwt', () => {
  it('accepts a token the WalletConnect client signed for this relay', async () => {
    const { jwt } = await token()
    const claims = verifyRelayJwt({ token: jwt, audiences: [aud] })
    expect(claims.iss).toMatch(/^did:key:z6Mk/)
    expect(claims.sub).toBe('subject')
  })

  it('refuses another audience, an expired token, a changed payload and garbage', async () => {
    const { jwt } = await token('ws://elsewhere')
    expect(() => verifyRelayJwt({ token: jwt, audiences: [aud] })).toThrow('aud must be the relay URL')
    const { jwt: short } = await token(aud, 1)
    expect(() => verifyRelayJwt({ token: short, audiences: [aud], now: Date.now() / 1000 + 10 })).toThrow(
      'token expired',
    )
    const [header, payload, signature] = (await token()).jwt.split('.')
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'mallory' }),
    ).toString('base64url')
    expect(() => verifyRelayJwt({ token: `${header}.${forged}.${signature}`, audiences: [aud] })).toThrow(
      'invalid signature',
    )
    expect(() => verifyRelayJwt({ token: 'a.b', audiences: [aud] })).toThrow('malformed JWT')
    expect(() => verifyRelayJwt({ token: 'e30.e30.AA', audiences: [aud] })).toThrow('alg must be EdDSA')
  })

  it('attack: a stolen relay token that lives for years, or was minted for the future, is refused', () => {
    const now = Math.floor(Date.now() / 1000)
    expect(() =>
      verifyRelayJwt({ token: signedToken({ iat: now, exp: now + 10 * 365 * 86_400 }), audiences: [aud] }),
    ).toThrow('token lifetime is over one day')
    expect(() =>
      verifyRelayJwt({ token: signedToken({ iat: now + 3_600, exp: now + 7_200 }), audiences: [aud] }),
    ).toThrow('iat is in the future')
    // The sign-client's own lifetime (one day) and a few seconds of clock skew still pass.
    expect(
      verifyRelayJwt({ token: signedToken({ iat: now + 30, exp: now + 86_400 }), audiences: [aud] }).iss,
    ).toMatch(/^did:key:z6Mk/)
  })
})

/** A relay JWT with the given `iat` and `exp`, signed by a fresh Ed25519 key like the WalletConnect client's. */
function signedToken({ iat, exp }: { iat: number; exp: number }): string {
  const secretKey = ed25519.utils.randomPrivateKey()
  const iss = `did:key:z${base58.encode(new Uint8Array([0xed, 0x01, ...ed25519.getPublicKey(secretKey)]))}`
  const part = (value: object) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))
  const signed = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'mallory', aud, iat, exp })}`
  const signature = ed25519.sign(new TextEncoder().encode(signed), secretKey)
  return `${signed}.${base64urlnopad.encode(signature)}`
}
