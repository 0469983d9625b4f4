import { describe, expect, it } from 'vitest'
import { APP_EVENT_NAMES, CONNECT_TYPE_EVENTS } from './appEvents.ts'
import type { EmbeddedUser } from './frameEvents.ts'
import {
  InvalidFrameMessageError,
  answeredEventOf,
  appEvent,
  errorEvent,
  frameNotice,
  parseAppEvent,
  parseFrameEvent,
  successEvent,
} from './parseFrameMessages.ts'

const id = '0b7c2c53-6d7d-4f3c-9a44-6c1f8e2b9a10'
const user: EmbeddedUser = {
  email: 'ada@example.test',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa', namespace: 'eip155' }],
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
  userName: null,
  authProvider: 'email',
}

describe('parseAppEvent (§7 app events, §5 validation)', () => {
  it('accepts every app event the spec lists, built with appEvent', () => {
    // §7's 22 app events, and ABORT_RPC_REQUESTS for §4's "closing the modal rejects open requests".
    expect(APP_EVENT_NAMES).toHaveLength(23)
    const event = parseAppEvent(appEvent('CONNECT_EMAIL', id, { email: 'ada@example.test' }))
    expect(event).toEqual({ type: '@portico-app/CONNECT_EMAIL', id, payload: { email: 'ada@example.test' } })
    expect(parseAppEvent(appEvent('IS_CONNECTED', id)).type).toBe('@portico-app/IS_CONNECTED')
    expect(
      parseAppEvent(appEvent('RPC_REQUEST', id, { method: 'personal_sign', params: ['0x68', '0x1'] })),
    ).toMatchObject({ payload: { method: 'personal_sign' } })
  })

  it('refuses a malformed email, a number as OTP and an unknown social provider', () => {
    expect(() => parseAppEvent(appEvent('CONNECT_EMAIL', id, { email: 'not-an-email' }))).toThrow(
      /Invalid CONNECT_EMAIL payload: email: Invalid email address/,
    )
    expect(() => parseAppEvent({ type: '@portico-app/CONNECT_OTP', id, payload: { otp: 123456 } })).toThrow(
      /otp: OTP must be a string/,
    )
    expect(() =>
      parseAppEvent({ type: '@portico-app/GET_SOCIAL_REDIRECT_URI', id, payload: { provider: 'myspace' } }),
    ).toThrow(InvalidFrameMessageError)
    expect(parseAppEvent(appEvent('GET_SOCIAL_REDIRECT_URI', id, { provider: 'discord' })).payload).toEqual({
      provider: 'discord',
    })
  })

  it('refuses unknown types, missing or non-UUID ids, and non-objects', () => {
    expect(() => parseAppEvent({ type: '@portico-app/STEAL_KEYS', id })).toThrow(
      "Unknown app event '@portico-app/STEAL_KEYS'",
    )
    expect(() => parseAppEvent({ type: '@portico-frame/READY', id })).toThrow(/Unknown app event/)
    expect(() => parseAppEvent({ type: '@portico-app/IS_CONNECTED' })).toThrow('IS_CONNECTED needs a UUID id')
    expect(() => parseAppEvent({ type: '@portico-app/IS_CONNECTED', id: '1' })).toThrow(/UUID/)
    expect(() => parseAppEvent('hello')).toThrow('Not an app event')
    expect(() => parseAppEvent(null)).toThrow(InvalidFrameMessageError)
  })

  it('does not let a payload sneak into events that take none', () => {
    expect(() => parseAppEvent({ type: '@portico-app/SIGN_OUT', id, payload: { all: true } })).toThrow(
      /Invalid SIGN_OUT payload/,
    )
  })

  it('marks the connect-type requests that time out after 30 s', () => {
    expect(CONNECT_TYPE_EVENTS.has('CONNECT_OTP')).toBe(true)
    expect(CONNECT_TYPE_EVENTS.has('RPC_REQUEST')).toBe(false)
  })
})

describe('parseFrameEvent (§7 frame events)', () => {
  it('accepts success and error answers with the request id, and says what they answer', () => {
    const success = parseFrameEvent(successEvent('CONNECT_OTP', id, user))
    expect(success).toMatchObject({ type: '@portico-frame/CONNECT_OTP_SUCCESS', id, payload: user })
    expect(answeredEventOf(success)).toEqual({ name: 'CONNECT_OTP', id, ok: true })
    const failure = parseFrameEvent(
      errorEvent('RPC_REQUEST', id, { message: 'Requested RPC call is not allowed', code: 4200 }),
    )
    expect(answeredEventOf(failure)).toEqual({ name: 'RPC_REQUEST', id, ok: false })
    expect(failure.payload).toEqual({ message: 'Requested RPC call is not allowed', code: 4200 })
  })

  it('accepts the notices, which carry no id', () => {
    const ready = parseFrameEvent(frameNotice('READY', { version: '1.0.0' }))
    expect(ready).toEqual({ type: '@portico-frame/READY', payload: { version: '1.0.0' } })
    expect(answeredEventOf(ready)).toBeUndefined()
    expect(parseFrameEvent({ type: '@portico-frame/NOT_CONNECTED' }).type).toBe(
      '@portico-frame/NOT_CONNECTED',
    )
  })

  it('refuses a success whose payload has the wrong shape, and unknown answers', () => {
    expect(() =>
      parseFrameEvent(successEvent('CONNECT_EMAIL', id, { action: 'LET_ME_IN' as 'CONNECT' })),
    ).toThrow(/Invalid CONNECT_EMAIL_SUCCESS payload/)
    expect(() => parseFrameEvent({ type: '@portico-frame/CONNECT_OTP_SUCCESS', payload: user })).toThrow(
      "CONNECT_OTP_SUCCESS needs the request's id",
    )
    expect(() => parseFrameEvent({ type: '@portico-frame/NOPE_SUCCESS', id })).toThrow(/Unknown frame event/)
    expect(() => parseFrameEvent({ type: '@portico-app/READY' })).toThrow(/Unknown frame event/)
  })
})
