import { describe, expect, it } from 'vitest'
import {
  explainPairingError,
  PairingUriError,
  pairingUriMessages,
  parsePairingUri,
} from './parsePairingUri.ts'

const topic = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const now = 1_750_000_000_000
const uri = (expirySeconds = now / 1000 + 300) =>
  `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${expirySeconds}`

const messageOf = (text: string) => {
  try {
    parsePairingUri(text, now)
    return 'parsed'
  } catch (error) {
    expect(error).toBeInstanceOf(PairingUriError)
    return (error as Error).message
  }
}

describe('parsePairingUri', () => {
  it('reads topic, key, relay protocol and expiry from a v2 URI', () => {
    expect(parsePairingUri(`  ${uri()}\n`, now)).toEqual({
      topic,
      symKey,
      relayProtocol: 'irn',
      expiresAt: now + 300_000,
      uri: uri(),
    })
  })

  it('accepts a URI without expiry', () => {
    expect(
      parsePairingUri(`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}`, now).expiresAt,
    ).toBeUndefined()
  })

  it('explains what is wrong with a bad URI', () => {
    expect(messageOf('')).toBe(pairingUriMessages.empty)
    expect(messageOf('https://example.com')).toBe(pairingUriMessages.notWalletConnect)
    expect(messageOf(`wc:${topic}@1?bridge=x&key=y`)).toBe(pairingUriMessages.version('1'))
    expect(messageOf(`wc:abc@2?relay-protocol=irn&symKey=${symKey}`)).toBe(
      pairingUriMessages.incomplete('valid topic'),
    )
    expect(messageOf(`wc:${topic}@2?relay-protocol=irn`)).toBe(pairingUriMessages.incomplete('valid symKey'))
    expect(messageOf(`wc:${topic}@2?symKey=${symKey}`)).toBe(pairingUriMessages.incomplete('relay-protocol'))
  })

  it('refuses an expired URI', () => {
    expect(messageOf(uri(now / 1000 - 1))).toBe(pairingUriMessages.expired)
  })
})

describe('explainPairingError', () => {
  it('turns sign-client errors into plain sentences', () => {
    expect(explainPairingError(new Error(`Pairing already exists: ${topic}.`))).toBe(
      pairingUriMessages.alreadyUsed,
    )
    expect(explainPairingError(new Error('EXPIRED: pair() URI has expired.'))).toBe(
      pairingUriMessages.expired,
    )
    expect(explainPairingError(new PairingUriError('nope'))).toBe('nope')
    expect(explainPairingError(new Error('socket closed'))).toBe(
      'Could not pair with the dapp: socket closed',
    )
  })
})
