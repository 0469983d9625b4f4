import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { formatSignInMessage, type SignInMessageInput } from './formatSignInMessage.ts'
import { SiwxVerificationError, type SiwxVerificationReason } from './siwxVerificationError.ts'
import { verifySiwxMessage, type VerifySiwxMessageParameters } from './verifySiwxMessage.ts'

// anvil's well-known test keys 1 and 2.
const signer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')

const now = Date.parse('2026-11-22T10:00:30.000Z')
const fields: SignInMessageInput = {
  domain: 'app.example',
  accountAddress: signer.address,
  chainId: 'eip155:31337',
  statement: 'Sign in to the demo',
  uri: 'https://app.example',
  nonce: 'a1b2c3d4e5f6',
  issuedAt: '2026-11-22T10:00:00.000Z',
  expirationTime: '2026-11-29T10:00:00.000Z',
}

async function signed(overrides: Partial<SignInMessageInput> = {}, by = signer) {
  const message = formatSignInMessage({ ...fields, ...overrides })
  return { message, signature: await by.signMessage({ message }) }
}

const expected = { domain: 'app.example', uri: 'https://app.example', nonce: fields.nonce, now }

async function reasonOf(parameters: VerifySiwxMessageParameters): Promise<SiwxVerificationReason> {
  const error = await verifySiwxMessage(parameters).then(
    () => {
      throw new Error('expected the sign-in to be refused')
    },
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(SiwxVerificationError)
  return (error as SiwxVerificationError).reason
}

describe('verifySiwxMessage (EOA, offline)', () => {
  it("accepts the account's own signature and returns the fields", async () => {
    const result = await verifySiwxMessage({
      ...(await signed()),
      ...expected,
      address: signer.address.toLowerCase(),
      chainIds: ['eip155:31337'],
    })
    expect(result).toMatchObject({
      accountAddress: signer.address,
      chainId: 'eip155:31337',
      nonce: fields.nonce,
    })
  })

  it('refuses a message for another domain, URI, network or address', async () => {
    const session = await signed()
    expect(await reasonOf({ ...session, ...expected, domain: 'evil.example' })).toBe('domain')
    expect(await reasonOf({ ...session, ...expected, uri: 'https://app.example/other' })).toBe('uri')
    expect(await reasonOf({ ...session, ...expected, chainIds: ['eip155:1'] })).toBe('chain')
    expect(await reasonOf({ ...session, ...expected, address: other.address })).toBe('address')
  })

  it('takes each nonce once', async () => {
    const session = await signed()
    expect(await reasonOf({ ...session, ...expected, nonce: 'z9y8x7w6v5' })).toBe('nonce')
    const issued = new Set([fields.nonce])
    const consume = (nonce: string) => issued.delete(nonce)
    await verifySiwxMessage({ ...session, ...expected, nonce: consume })
    expect(await reasonOf({ ...session, ...expected, nonce: consume })).toBe('nonce')
  })

  it('checks Issued At, Expiration Time and Not Before against the clock', async () => {
    const session = await signed()
    const minute = 60_000
    expect(await reasonOf({ ...session, ...expected, now: Date.parse(fields.issuedAt) - minute - 1 })).toBe(
      'issued-at',
    )
    // A signer's clock up to a minute ahead is tolerated.
    await verifySiwxMessage({ ...session, ...expected, now: Date.parse(fields.issuedAt) - minute })
    expect(await reasonOf({ ...session, ...expected, now: Date.parse(fields.expirationTime!) })).toBe(
      'expired',
    )
    const later = await signed({ notBefore: '2026-11-22T11:00:00.000Z' })
    expect(await reasonOf({ ...later, ...expected })).toBe('not-before')
    await verifySiwxMessage({ ...later, ...expected, now: Date.parse('2026-11-22T11:00:00.000Z') })
  })

  it('refuses a signature by another key, over other text, or not hex', async () => {
    expect(await reasonOf({ ...(await signed({}, other)), ...expected })).toBe('signature')
    const session = await signed()
    const tampered = session.message.replace('Sign in to the demo', 'Sign in to the bank')
    expect(await reasonOf({ ...session, message: tampered, ...expected })).toBe('signature')
    expect(await reasonOf({ ...session, signature: 'hello', ...expected })).toBe('signature')
    expect(await reasonOf({ ...session, signature: '0x1234', ...expected })).toBe('signature')
  })

  it('does not ask for the nonce of a message that fails a cheaper check', async () => {
    const asked: string[] = []
    const nonce = (value: string) => {
      asked.push(value)
      return true
    }
    expect(await reasonOf({ ...(await signed()), ...expected, domain: 'evil.example', nonce })).toBe('domain')
    expect(asked).toEqual([])
  })

  it('verifies only eip155 signatures', async () => {
    const message = formatSignInMessage({
      ...fields,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    })
    expect(await reasonOf({ message, signature: '0x00', ...expected })).toBe('chain')
  })

  it('names each refusal in words', () => {
    const error = new SiwxVerificationError('expired', 'Expiration Time 2026-11-29T10:00:00.000Z has passed')
    expect(error.shortMessage).toBe('The sign-in message has expired')
    expect(error.code).toBe('SIWX_EXPIRED')
    expect(new SiwxVerificationError('not-before', 'x').code).toBe('SIWX_NOT_BEFORE')
    expect(new SiwxVerificationError('issued-at', 'x').shortMessage).toBe(
      'The sign-in message was issued in the future',
    )
  })
})
