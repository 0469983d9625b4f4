import { describe, expect, it } from 'vitest'
import { checkRegistrationMessage } from './registrationMessage.ts'

const now = 1_790_000_000_000
const bound = { service: 'api.portico.test', coinType: 2147514985, nonce: 'ab'.repeat(16) }
const text = (value: object) => JSON.stringify({ ...bound, ...value })

describe('the signed registration message is JSON { name, attributes?, timestamp, service, coinType, nonce } signed within 10 min', () => {
  it('accepts a fresh message with or without attributes', () => {
    expect(checkRegistrationMessage(text({ name: 'alice.reown.id', timestamp: now / 1000 }), now)).toEqual({
      ok: true,
      message: { name: 'alice.reown.id', timestamp: now / 1000, ...bound },
    })
    const withAttributes = {
      name: 'alice.reown.id',
      attributes: { avatar: 'https://a.test/x.png' },
      timestamp: now / 1000 - 599,
    }
    expect(checkRegistrationMessage(text(withAttributes), now)).toMatchObject({ ok: true })
  })

  it('refuses a timestamp more than 10 minutes old or ahead', () => {
    const stale = { ok: false, reason: 'Message timestamp is stale: sign a new message', stale: true }
    expect(
      checkRegistrationMessage(text({ name: 'alice.reown.id', timestamp: now / 1000 - 601 }), now),
    ).toEqual(stale)
    expect(
      checkRegistrationMessage(text({ name: 'alice.reown.id', timestamp: now / 1000 + 601 }), now),
    ).toEqual(stale)
  })

  it('refuses text that is not JSON, and JSON of the wrong shape', () => {
    expect(checkRegistrationMessage('alice.reown.id', now)).toEqual({
      ok: false,
      reason: 'Message must be a JSON object with name and timestamp',
    })
    expect(checkRegistrationMessage(text({ name: 'alice.reown.id', timestamp: 'now' }), now)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Message must be a JSON object with name \(string\), timestamp/),
    })
    // Without the service, coin type and nonce that bind it to one registration here.
    const unbound = JSON.stringify({ name: 'alice.reown.id', timestamp: now / 1000 })
    expect(checkRegistrationMessage(unbound, now)).toMatchObject({ ok: false })
  })
})
