import { describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { buildSiwfMessage } from '@portico/farcaster-relay/siwf'
import { verifySiwfLogin } from './verifySiwfLogin.ts'

// The rules on the message itself; the IdRegistry read on anvil is exercised in routes/farcaster.test.ts.
const custody = privateKeyToAccount(generatePrivateKey())
const expected = { domain: 'secure.test', uri: 'http://secure.test/farcaster', nonce: 'n0nce1234567' }
const now = new Date('2026-01-01T12:00:00Z')
const custodyOf = async () => custody.address

async function signed(
  overrides: { nonce?: string; domain?: string; expirationTime?: string; fid?: number } = {},
) {
  const message = buildSiwfMessage(
    {
      channelToken: 't',
      domain: overrides.domain ?? expected.domain,
      siweUri: expected.uri,
      nonce: overrides.nonce ?? expected.nonce,
      expirationTime: overrides.expirationTime ?? '2026-01-01T12:10:00Z',
    },
    { fid: overrides.fid ?? 1, address: custody.address, issuedAt: now },
  )
  return { message, signature: await custody.signMessage({ message }) }
}

describe('verifySiwfLogin', () => {
  it('accepts the message this site asked for, signed by the custody address of its fid', async () => {
    expect(await verifySiwfLogin({ ...(await signed()), expected, custodyOf, now })).toEqual({
      fid: 1,
      custody: custody.address,
    })
  })

  it.each([
    [{ nonce: 'other1234567' }, 'The Farcaster sign-in message is not the one this login asked for'],
    [{ domain: 'evil.test' }, 'The Farcaster sign-in message is for another site'],
    [{ expirationTime: '2026-01-01T11:59:00Z' }, 'The Farcaster sign-in message has expired'],
  ])('refuses %o', async (overrides, message) => {
    await expect(verifySiwfLogin({ ...(await signed(overrides)), expected, custodyOf, now })).rejects.toThrow(
      message,
    )
  })

  it('refuses a signature of another message, and a custody address the registry does not hold', async () => {
    const { message } = await signed()
    const { signature } = await signed({ fid: 2 })
    await expect(verifySiwfLogin({ message, signature, expected, custodyOf, now })).rejects.toThrow(
      'The Farcaster sign-in message was not signed by its address',
    )
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    await expect(
      verifySiwfLogin({ ...(await signed()), expected, custodyOf: async () => stranger, now }),
    ).rejects.toThrow('The signer is not the custody address of Farcaster account 1')
  })
})
