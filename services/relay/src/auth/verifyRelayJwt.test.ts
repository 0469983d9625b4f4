import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
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
})
