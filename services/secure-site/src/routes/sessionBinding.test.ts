import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_PROOF_HEADER, createSessionProof } from '@portico/frame-protocol'
import { testSecureSiteDatabases } from '../db/testSecureSiteDatabases.ts'
import {
  createTestFrame,
  frameHeaders,
  startSecureSiteTestBed,
  type SecureSiteTestBed,
} from '../testing/secureSiteTestBed.ts'

// What a hostile host page (or curl) can do with what passes through it: the code the person types in the
// host's modal, the project id and host origin, and a session token if one ever leaked. None of it is enough.

describe.each(testSecureSiteDatabases)('login and session binding to the iframe on $kind', ({ open }) => {
  let bed: SecureSiteTestBed
  beforeAll(async () => {
    bed = await startSecureSiteTestBed(await open())
  })
  afterAll(async () => {
    await bed?.close()
    await bed?.db.close()
  })

  const post = (url: string, payload: object) =>
    bed.app.inject({ method: 'POST', url, headers: frameHeaders(), payload })

  it("attack: the real email code relayed to curl with forged project and host headers, without the frame's login secret, gets no session", async () => {
    const frame = await createTestFrame()
    const attacker = await createTestFrame()
    const email = 'relay@example.test'
    const before = new Date().toISOString()
    const start = await post('/v1/email/start', {
      email,
      deviceId: 'device-relay',
      loginSecretHash: frame.loginSecretHash,
    })
    expect(start.json()).toEqual({ action: 'VERIFY_OTP' })
    const otp = await bed.nextCode(email, before)

    const withoutSecret = await post('/v1/email/verify', { email, deviceId: 'device-relay', otp })
    expect(withoutSecret.statusCode).toBe(400)
    const withOwnSecret = await post('/v1/email/verify', {
      email,
      deviceId: 'device-relay',
      otp,
      loginSecret: attacker.loginSecret,
      publicKey: attacker.publicKey,
    })
    expect(withOwnSecret.statusCode).toBe(403)
    expect(withOwnSecret.json()).toEqual({
      message: 'This login was started somewhere else. Start it again.',
    })
    // The attempts did not burn the person's code: the frame still finishes its login.
    const real = await post('/v1/email/verify', {
      email,
      deviceId: 'device-relay',
      otp,
      loginSecret: frame.loginSecret,
      publicKey: frame.publicKey,
    })
    expect(real.statusCode).toBe(200)
  })

  it("attack: a stolen session token replayed from Node without the frame's key is 'Session Expired'", async () => {
    const session = await bed.loginByEmail('stolen@example.test', 'device-stolen')
    expect((await bed.call(session, 'GET', '/v1/user')).statusCode).toBe(200)
    const bearerOnly = { ...frameHeaders(), authorization: `Bearer ${session.sessionToken}` }
    const user = await bed.app.inject({ url: '/v1/user', headers: bearerOnly })
    expect(user.statusCode).toBe(401)
    expect(user.json()).toEqual({ message: 'Session Expired' })
    const rpc = await bed.app.inject({
      method: 'POST',
      url: '/v1/rpc',
      headers: bearerOnly,
      payload: { method: 'personal_sign', params: ['0x68656c6c6f', session.user.address] },
    })
    expect(rpc.statusCode).toBe(401)
    // Another key pair (the thief's own) signs a valid-looking proof: still not the session's key.
    const thief = await createTestFrame()
    const forged = await bed.app.inject({
      url: '/v1/user',
      headers: await thief.authHeaders(session.sessionToken, 'GET', '/v1/user'),
    })
    expect(forged.statusCode).toBe(401)
  })

  it('attack: a captured proof replayed, a stale one, and one signed for another body or path are refused', async () => {
    const session = await bed.loginByEmail('proofs@example.test', 'device-proofs')
    const headers = await session.frame.authHeaders(session.sessionToken, 'GET', '/v1/user')
    expect((await bed.app.inject({ url: '/v1/user', headers })).statusCode).toBe(200)
    const replay = await bed.app.inject({ url: '/v1/user', headers })
    expect(replay.statusCode).toBe(401)

    const stale = await createSessionProof(session.frame.keys.privateKey, {
      method: 'GET',
      path: '/v1/user',
      body: '',
      now: Date.now() - 5 * 60_000,
    })
    const staleAnswer = await bed.app.inject({
      url: '/v1/user',
      headers: { ...headers, [SESSION_PROOF_HEADER]: stale },
    })
    expect(staleAnswer.statusCode).toBe(401)

    const signed = { method: 'personal_sign', params: ['0x6869', session.user.address] }
    const swapped = { method: 'personal_sign', params: ['0x6576696c', session.user.address] }
    const rpcHeaders = await session.frame.authHeaders(session.sessionToken, 'POST', '/v1/rpc', signed)
    const otherBody = await bed.app.inject({
      method: 'POST',
      url: '/v1/rpc',
      headers: rpcHeaders,
      payload: JSON.stringify(swapped),
    })
    expect(otherBody.statusCode).toBe(401)
    const signOutHeaders = await session.frame.authHeaders(session.sessionToken, 'POST', '/v1/rpc', {})
    const otherPath = await bed.app.inject({
      method: 'POST',
      url: '/v1/signout',
      headers: signOutHeaders,
      payload: '{}',
    })
    expect(otherPath.statusCode).toBe(401)
    expect((await bed.call(session, 'GET', '/v1/user')).statusCode).toBe(200)
  })

  it('attack: a login that does not register a session key gets no session (no bearer-only sessions)', async () => {
    const frame = await createTestFrame()
    const email = 'keyless@example.test'
    const before = new Date().toISOString()
    await post('/v1/email/start', {
      email,
      deviceId: 'device-keyless',
      loginSecretHash: frame.loginSecretHash,
    })
    const otp = await bed.nextCode(email, before)
    const keyless = await post('/v1/email/verify', {
      email,
      deviceId: 'device-keyless',
      otp,
      loginSecret: frame.loginSecret,
    })
    expect(keyless.statusCode).toBe(400)
    expect(keyless.json().message).toMatch(/^publicKey/)
  })
})

describe.each(testSecureSiteDatabases)('email change on $kind', ({ open }) => {
  let bed: SecureSiteTestBed
  beforeAll(async () => {
    bed = await startSecureSiteTestBed(await open())
  })
  afterAll(async () => {
    await bed?.close()
    await bed?.db.close()
  })

  it('attack: after a (possibly hostile) email change, every other session and device approval is revoked and the old address is told', async () => {
    const email = 'owner@example.test'
    // Lets the next code be sent now (the §9 cooldown counts from the newest code).
    const ageCodes = () =>
      bed.db.query(
        "UPDATE embedded_email_codes SET created_at = created_at - interval '1 minute' WHERE email = $1",
        [email],
      )
    const here = await bed.loginByEmail(email, 'device-here')
    await ageCodes()
    const elsewhere = await bed.loginByEmail(email, 'device-here') // a second session, e.g. another tab or app
    await ageCodes()
    let before = new Date().toISOString()
    await bed.call(here, 'POST', '/v1/email/update', { email: 'taken-over@example.test' })
    const primary = await bed.nextCode(email, before)
    before = new Date().toISOString()
    await bed.call(here, 'POST', '/v1/email/update/primary', { otp: primary })
    const secondary = await bed.nextCode('taken-over@example.test', before)
    before = new Date().toISOString()
    const done = await bed.call(here, 'POST', '/v1/email/update/secondary', { otp: secondary })
    expect(done.json()).toEqual({ email: 'taken-over@example.test' })

    expect((await bed.call(here, 'GET', '/v1/user')).statusCode).toBe(200)
    const other = await bed.call(elsewhere, 'GET', '/v1/user')
    expect(other.statusCode).toBe(401)
    const devices = await bed.db.query('SELECT device_id FROM embedded_devices WHERE approved_at IS NOT NULL')
    expect(devices).toEqual([])
    const notice = await bed.nextMail(email, before)
    expect(notice.subject).toBe('Your Portico email address was changed')
    expect(notice.text).toContain('taken-over@example.test')
  })
})
