import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { formatSignInMessage, type SignInMessageInput } from './formatSignInMessage.ts'
import { parseSignInMessage } from './parseSignInMessage.ts'
import { SiwxVerificationError } from './siwxVerificationError.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const base: SignInMessageInput = {
  domain: 'app.example',
  accountAddress: address,
  chainId: 'eip155:31337',
  uri: 'https://app.example',
  nonce: 'a1b2c3d4e5',
  issuedAt: '2026-11-22T10:00:00.000Z',
}

function malformedDetails(message: string): string | undefined {
  try {
    parseSignInMessage(message)
  } catch (error) {
    expect(error).toBeInstanceOf(SiwxVerificationError)
    expect((error as SiwxVerificationError).reason).toBe('malformed')
    expect((error as SiwxVerificationError).shortMessage).toBe(
      'The sign-in message is not a valid EIP-4361 message',
    )
    return (error as SiwxVerificationError).details
  }
  throw new Error('expected the message to be refused')
}

describe('parseSignInMessage', () => {
  it('reads back every field formatSignInMessage writes', () => {
    const full: SignInMessageInput = {
      ...base,
      statement: 'Sign in to the demo',
      expirationTime: '2026-11-29T10:00:00.000Z',
      notBefore: '2026-11-22T09:59:00.000Z',
      requestId: 'req-7',
      resources: ['https://app.example/terms', 'ipfs://bafybeigdyr'],
    }
    expect(parseSignInMessage(formatSignInMessage(full))).toEqual({
      ...full,
      scheme: undefined,
      version: '1',
    })
  })

  it('reads a message without statement (two blank lines, as EIP-4361 lays it out)', () => {
    const text = formatSignInMessage(base)
    expect(text).toContain(`${address}\n\n\nURI: `)
    expect(parseSignInMessage(text)).toMatchObject({
      statement: undefined,
      chainId: 'eip155:31337',
      nonce: base.nonce,
    })
  })

  it("reads viem's createSiweMessage output, scheme included", () => {
    const text = createSiweMessage({
      scheme: 'https',
      domain: 'app.example',
      address,
      statement: 'Hello',
      uri: 'https://app.example/login',
      version: '1',
      chainId: 1,
      nonce: 'abcdef123456',
      issuedAt: new Date('2026-11-22T10:00:00.000Z'),
      expirationTime: new Date('2026-11-23T10:00:00.000Z'),
      resources: ['https://app.example/a'],
    })
    expect(parseSignInMessage(text)).toMatchObject({
      scheme: 'https',
      domain: 'app.example',
      accountAddress: address,
      statement: 'Hello',
      uri: 'https://app.example/login',
      chainId: 'eip155:1',
      nonce: 'abcdef123456',
      issuedAt: '2026-11-22T10:00:00.000Z',
      expirationTime: '2026-11-23T10:00:00.000Z',
      resources: ['https://app.example/a'],
    })
  })

  it('reads another namespace with its CAIP-2 id', () => {
    const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const text = formatSignInMessage({
      ...base,
      chainId,
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    })
    expect(text.split('\n')[0]).toBe('app.example wants you to sign in with your solana account:')
    expect(parseSignInMessage(text).chainId).toBe(chainId)
  })

  it('refuses what EIP-4361 does not allow, saying where', () => {
    const good = formatSignInMessage({ ...base, statement: 'Hi' })
    expect(malformedDetails(good.replace('wants you to sign in', 'asks you'))).toMatch(/first line/)
    expect(malformedDetails(good.replace(address, address.replace('C8', 'c8')))).toMatch(
      /not an EIP-55 address/,
    )
    expect(malformedDetails(good.replace(`${address}\n\n`, `${address}\n`))).toMatch(/blank line/)
    expect(malformedDetails(good.replace('Hi\n\n', 'Hi\n'))).toMatch(
      /statement is not followed by a blank line/,
    )
    expect(malformedDetails(good.replace('Version: 1', 'Version: 2'))).toBe('Version is not 1: 2')
    expect(malformedDetails(good.replace('Nonce: a1b2c3d4e5', 'Nonce: short'))).toMatch(
      /Nonce is not 8 or more/,
    )
    expect(malformedDetails(good.replace('Nonce: a1b2c3d4e5\n', ''))).toMatch(/expected "Nonce: …"/)
    expect(malformedDetails(good.replace('Chain ID: 31337', 'Chain ID: 0x7a69'))).toMatch(
      /not a chain number/,
    )
    expect(malformedDetails(good.replace('2026-11-22T10:00:00.000Z', 'yesterday'))).toMatch(
      /Issued At is not an RFC 3339/,
    )
    expect(malformedDetails(good.replace('URI: https://app.example', 'URI: app example'))).toMatch(
      /URI is not a URI/,
    )
    expect(malformedDetails(`${good}\nSomething: else`)).toMatch(/unexpected line/)
    expect(malformedDetails(`${good}\nResources:\n* https://a.example`)).toMatch(/not a resource line/)
    expect(malformedDetails('')).toMatch(/first line/)
    expect(malformedDetails(undefined as unknown as string)).toBe('the message is undefined, not text')
  })
})
