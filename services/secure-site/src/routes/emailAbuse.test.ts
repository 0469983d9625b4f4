import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bothSecureSiteDatabases, openSecureSitePglite } from '../db/testSecureSiteDatabases.ts'
import {
  createTestFrame,
  frameHeaders,
  startSecureSiteTestBed,
  type SecureSiteTestBed,
  type TestFrame,
} from '../testing/secureSiteTestBed.ts'

/** A request as the iframe makes it, from `ip` (the socket address the server sees). */
const frameRequest = (bed: SecureSiteTestBed, url: string, payload: object, ip = '127.0.0.1') =>
  bed.app.inject({ method: 'POST', url, headers: frameHeaders(), payload, remoteAddress: ip })
/** The iframe's code request and code check, with its login secret. */
const startLogin = (bed: SecureSiteTestBed, frame: TestFrame, email: string, deviceId: string, ip?: string) =>
  frameRequest(bed, '/v1/email/start', { email, deviceId, loginSecretHash: frame.loginSecretHash }, ip)
const verifyLogin = (
  bed: SecureSiteTestBed,
  frame: TestFrame,
  fields: { email: string; deviceId: string; otp: string },
  ip?: string,
) =>
  frameRequest(
    bed,
    '/v1/email/verify',
    { ...fields, loginSecret: frame.loginSecret, publicKey: frame.publicKey },
    ip,
  )
// Lets the next code be sent now: the §9 cooldown counts from the newest code to that address.
const ageCodes = (bed: SecureSiteTestBed, email: string) =>
  bed.db.query(
    "UPDATE embedded_email_codes SET created_at = created_at - interval '1 minute' WHERE email = $1",
    [email],
  )
const wrongCode = (right: string) => (right === '000000' ? '000001' : '000000')

describe.each(bothSecureSiteDatabases)('guessing codes on $kind', ({ open }) => {
  let bed: SecureSiteTestBed
  let frame: TestFrame
  beforeAll(async () => {
    bed = await startSecureSiteTestBed(await open())
    frame = await createTestFrame()
  })
  afterAll(async () => {
    await bed?.close()
    await bed?.db.close()
  })

  it('attack: wrong codes spread over new codes and many IPs lock the address after 10 and mail its owner', async () => {
    const email = 'target@example.test'
    const answers: number[] = []
    let ip = 0
    let otp = ''
    for (const tries of [5, 4, 1]) {
      await ageCodes(bed, email)
      const before = new Date().toISOString()
      expect((await startLogin(bed, frame, email, 'device-guesser')).json()).toEqual({
        action: 'VERIFY_OTP',
      })
      otp = await bed.nextCode(email, before)
      for (let i = 0; i < tries; i++) {
        const guess = { email, deviceId: 'device-guesser', otp: wrongCode(otp) }
        answers.push((await verifyLogin(bed, frame, guess, `198.51.100.${++ip}`)).statusCode)
      }
    }
    expect(answers.slice(0, 9)).toEqual([400, 400, 400, 400, 429, 400, 400, 400, 400])
    const lockedAt = new Date(Date.now() - 1000).toISOString()
    // The 10th failure locks the address: even the right code is refused now, from any IP.
    expect(answers[9]).toBe(429)
    const right = await verifyLogin(bed, frame, { email, deviceId: 'device-guesser', otp }, '203.0.113.5')
    expect(right.statusCode).toBe(429)
    expect(right.json().message).toMatch(/^Please try again after (35\d\d|3600) seconds$/)
    // Requesting a new code neither resets the count nor sends one.
    await ageCodes(bed, email)
    const again = await startLogin(bed, frame, email, 'device-guesser')
    expect(again.statusCode).toBe(429)
    const notice = await bed.nextMail(email, lockedAt)
    expect(notice.subject).toBe('Logins to your Portico wallet are paused')
    expect(notice.text).toContain('10 wrong codes')
    expect(notice.text).not.toMatch(/\b\d{6}\b/)
  })

  it('attack: wrong email-change codes count toward the per-address lock like wrong login codes', async () => {
    const email = 'changer@example.test'
    const session = await bed.loginByEmail(email, 'device-changer')
    const answers: number[] = []
    let otp = ''
    for (const tries of [5, 4, 1]) {
      await ageCodes(bed, email)
      const before = new Date().toISOString()
      const start = await bed.call(session, 'POST', '/v1/email/update', { email: 'elsewhere@example.test' })
      expect(start.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
      otp = await bed.nextCode(email, before)
      for (let i = 0; i < tries; i++)
        answers.push(
          (await bed.call(session, 'POST', '/v1/email/update/primary', { otp: wrongCode(otp) })).statusCode,
        )
    }
    // The 10th wrong code locks the address: even the right code is refused now, and so are logins to it.
    expect(answers).toEqual([400, 400, 400, 400, 429, 400, 400, 400, 400, 429])
    const right = await bed.call(session, 'POST', '/v1/email/update/primary', { otp })
    expect(right.json()).toEqual({ message: 'Invalid code' })
    await ageCodes(bed, email)
    const restart = await bed.call(session, 'POST', '/v1/email/update', { email: 'elsewhere@example.test' })
    expect(restart.statusCode).toBe(429)
    expect((await startLogin(bed, frame, email, 'device-changer')).statusCode).toBe(429)
    expect((await bed.nextMail(email)).subject).toBe('Logins to your Portico wallet are paused')
  })

  it('attack: code requests answer the same for an account on a new device as for an unknown address', async () => {
    await bed.loginByEmail('known@example.test', 'device-known-1')
    await ageCodes(bed, 'known@example.test')
    const known = await startLogin(bed, frame, 'known@example.test', 'device-new-1')
    const unknown = await startLogin(bed, frame, 'nobody@example.test', 'device-new-1')
    expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()])
    expect(known.json()).toEqual({ action: 'VERIFY_OTP' })
    const knownMail = await bed.nextMail('known@example.test')
    const unknownMail = await bed.nextMail('nobody@example.test')
    expect(knownMail.subject.replace(/\d{6}/, 'CODE')).toBe(unknownMail.subject.replace(/\d{6}/, 'CODE'))
  })
})

describe('per-IP and per-email limits', () => {
  let bed: SecureSiteTestBed
  let frame: TestFrame
  beforeAll(async () => {
    frame = await createTestFrame()
    bed = await startSecureSiteTestBed(await openSecureSitePglite(), {
      deviceWaitMs: 1,
      limits: {
        emailVerifyPerIp: { limit: 5, windowMs: 60_000 },
        emailVerifyPerEmail: { limit: 3, windowMs: 60_000 },
        deviceWaitPerIp: { limit: 4, windowMs: 60_000 },
        deviceWaitPerEmail: { limit: 2, windowMs: 60_000 },
      },
    })
  })
  afterAll(async () => {
    await bed?.close()
    await bed?.db.close()
  })

  it('attack: rotating X-Forwarded-For does not bypass the per-IP limit of /v1/email/verify', async () => {
    const statuses = []
    for (let i = 0; i < 7; i++) {
      const response = await bed.app.inject({
        method: 'POST',
        url: '/v1/email/verify',
        headers: { ...frameHeaders(), 'x-forwarded-for': `10.0.${i}.1`, 'x-real-ip': `10.1.${i}.1` },
        payload: {
          email: `spray-${i}@example.test`,
          deviceId: 'device-spray',
          otp: '123456',
          loginSecret: frame.loginSecret,
          publicKey: frame.publicKey,
        },
        remoteAddress: '192.0.2.10',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429])
  })

  it('attack: one address guessed at from many IPs hits the per-email limit of /v1/email/verify', async () => {
    const statuses = []
    for (let i = 0; i < 5; i++) {
      const payload = { email: 'one@example.test', deviceId: 'device-one', otp: '123456' }
      statuses.push((await verifyLogin(bed, frame, payload, `192.0.2.${100 + i}`)).statusCode)
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429])
  })

  it('attack: /v1/email/device long polls are limited per email and per IP', async () => {
    const poll = (email: string, ip: string) =>
      frameRequest(bed, '/v1/email/device', { email, deviceId: 'device-poll' }, ip)
    const perEmail = []
    for (const ip of ['192.0.2.31', '192.0.2.32', '192.0.2.33']) {
      perEmail.push((await poll('polled@example.test', ip)).statusCode)
    }
    expect(perEmail).toEqual([200, 200, 429])
    const perIp = []
    for (let i = 0; i < 5; i++) perIp.push((await poll(`p${i}@example.test`, '192.0.2.40')).statusCode)
    expect(perIp).toEqual([200, 200, 200, 200, 429])
  })
})

describe('behind one trusted proxy', () => {
  it('keys on the address the proxy saw, whatever the client wrote in X-Forwarded-For', async () => {
    const bed = await startSecureSiteTestBed(await openSecureSitePglite(), {
      trustedProxyHops: 1,
      limits: { emailVerifyPerIp: { limit: 2, windowMs: 60_000 } },
    })
    const frame = await createTestFrame()
    try {
      const verify = (forwardedFor: string, i: number) =>
        bed.app.inject({
          method: 'POST',
          url: '/v1/email/verify',
          headers: { ...frameHeaders(), 'x-forwarded-for': forwardedFor },
          payload: {
            email: `proxied-${i}@example.test`,
            deviceId: 'device-proxied',
            otp: '123456',
            loginSecret: frame.loginSecret,
            publicKey: frame.publicKey,
          },
          remoteAddress: '10.0.0.2',
        })
      const statuses = []
      // The client forges the left part; the proxy appends the address it saw (203.0.113.9).
      for (let i = 0; i < 4; i++) statuses.push((await verify(`198.18.0.${i}, 203.0.113.9`, i)).statusCode)
      expect(statuses).toEqual([400, 400, 429, 429])
      expect((await verify('203.0.113.10', 9)).statusCode).toBe(400)
    } finally {
      await bed.close()
      await bed.db.close()
    }
  })
})
