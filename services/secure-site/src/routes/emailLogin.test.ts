import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedUserSchema } from '@portico/frame-protocol'
import { openSecureSitePostgres, testSecureSiteDatabases } from '../db/testSecureSiteDatabases.ts'
import { createMailer } from '../email/createMailer.ts'
import {
  createTestFrame,
  frameHeaders,
  startSecureSiteTestBed,
  type SecureSiteTestBed,
  type TestFrame,
} from '../testing/secureSiteTestBed.ts'

describe.each(testSecureSiteDatabases)('email login on $kind', ({ open }) => {
  let bed: SecureSiteTestBed
  /** The iframe these tests play: its login secret and session key go with every start and verify. */
  let frame: TestFrame
  beforeAll(async () => {
    bed = await startSecureSiteTestBed(await open())
    frame = await createTestFrame()
  })
  afterAll(async () => {
    await bed?.close()
    await bed?.db.close()
  })

  const frameFields = (url: string) =>
    url === '/v1/email/start'
      ? { loginSecretHash: frame.loginSecretHash }
      : url === '/v1/email/verify'
        ? { loginSecret: frame.loginSecret, publicKey: frame.publicKey }
        : {}
  const post = (url: string, payload: object, headers: Record<string, string> = frameHeaders()) =>
    bed.app.inject({ method: 'POST', url, headers, payload: { ...frameFields(url), ...payload } })
  // Lets the next code be sent now: the §9 cooldown counts from the newest code to that address.
  const ageCodes = (email: string) =>
    bed.db.query(
      "UPDATE embedded_email_codes SET created_at = created_at - interval '1 minute' WHERE email = $1",
      [email],
    )

  it('sends a code by SMTP and exchanges it for a session and the embedded user', async () => {
    const before = new Date().toISOString()
    const start = await post('/v1/email/start', { email: 'Ada@Example.test', deviceId: 'device-ada-1' })
    expect(start.statusCode).toBe(200)
    expect(start.json()).toEqual({ action: 'VERIFY_OTP' })
    const mail = await bed.nextMail('ada@example.test', before)
    const otp = /^Your Portico login code: (\d{6})$/.exec(mail.subject)?.[1]
    expect(otp).toMatch(/^\d{6}$/)
    expect(mail.text).toContain(otp!)
    const stored = await bed.db.query<{ code_hash: string }>('SELECT code_hash FROM embedded_email_codes')
    expect(stored.some((row) => row.code_hash.includes(otp!))).toBe(false)

    const verify = await post('/v1/email/verify', {
      email: 'ada@example.test',
      deviceId: 'device-ada-1',
      otp,
    })
    expect(verify.statusCode).toBe(200)
    const body = verify.json()
    expect(body.sessionToken).toMatch(/^[\w-]{43}$/)
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000)
    const user = embeddedUserSchema.parse(body.user)
    expect(user).toMatchObject({
      email: 'ada@example.test',
      chainId: 'eip155:31337',
      smartAccountDeployed: false,
      preferredAccountType: 'eoa',
      userName: null,
      authProvider: 'email',
    })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.accounts.map((a) => a.namespace)).toEqual(['eip155', 'solana'])

    const me = await bed.call(
      { sessionToken: body.sessionToken, frame },
      'GET',
      '/v1/user?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(me.statusCode).toBe(200)
    expect(me.json().address).toBe(user.accounts[1]!.address)

    const again = await post('/v1/email/verify', { email: 'ada@example.test', deviceId: 'device-ada-1', otp })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: 'Invalid code' })
  })

  it("refuses a second code within 30 s: 429 'Please try again after N seconds'", async () => {
    expect(
      (await post('/v1/email/start', { email: 'cool@example.test', deviceId: 'device-cool' })).statusCode,
    ).toBe(200)
    const second = await post('/v1/email/start', { email: 'cool@example.test', deviceId: 'device-cool' })
    expect(second.statusCode).toBe(429)
    const { retryAfterSeconds, message } = second.json()
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(29)
    expect(retryAfterSeconds).toBeLessThanOrEqual(30)
    expect(message).toBe(`Please try again after ${retryAfterSeconds} seconds`)
    expect(second.headers['retry-after']).toBe(String(retryAfterSeconds))
  })

  it("answers an expired code with 'Code expired. Request a new code.'", async () => {
    const before = new Date().toISOString()
    await post('/v1/email/start', { email: 'late@example.test', deviceId: 'device-late' })
    const otp = await bed.nextCode('late@example.test', before)
    await bed.db.query(
      "UPDATE embedded_email_codes SET expires_at = now() - interval '1 second' WHERE email = 'late@example.test'",
    )
    const verify = await post('/v1/email/verify', {
      email: 'late@example.test',
      deviceId: 'device-late',
      otp,
    })
    expect(verify.statusCode).toBe(400)
    expect(verify.json()).toEqual({ message: 'Code expired. Request a new code.' })
  })

  it('kills a code after 5 wrong tries, so even the right code no longer works', async () => {
    const before = new Date().toISOString()
    await post('/v1/email/start', { email: 'guess@example.test', deviceId: 'device-guess' })
    const otp = await bed.nextCode('guess@example.test', before)
    const wrong = otp === '000000' ? '000001' : '000000'
    const answers = []
    for (let i = 0; i < 5; i++) {
      const response = await post('/v1/email/verify', {
        email: 'guess@example.test',
        deviceId: 'device-guess',
        otp: wrong,
      })
      answers.push([response.statusCode, response.json().message])
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill([400, 'Invalid code']))
    expect(answers[4]).toEqual([429, 'Too many attempts. Request a new code.'])
    const right = await post('/v1/email/verify', {
      email: 'guess@example.test',
      deviceId: 'device-guess',
      otp,
    })
    expect(right.statusCode).toBe(429)
    expect(right.json().message).toBe('Too many attempts. Request a new code.')
    // A new code works again.
    await ageCodes('guess@example.test')
    const after = new Date().toISOString()
    await post('/v1/email/start', { email: 'guess@example.test', deviceId: 'device-guess' })
    const fresh = await bed.nextCode('guess@example.test', after)
    expect(
      (await post('/v1/email/verify', { email: 'guess@example.test', deviceId: 'device-guess', otp: fresh }))
        .statusCode,
    ).toBe(200)
  })

  // The new-device flow (code first, then the approval page) is in deviceApprovalPage.test.ts.

  it('holds the device long poll open over real HTTP until its time is up', async () => {
    await bed.loginByEmail('poll@example.test', 'device-poll-1')
    await bed.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = bed.app.server.address() as AddressInfo
    const started = Date.now()
    const response = await fetch(`http://127.0.0.1:${port}/v1/email/device`, {
      method: 'POST',
      headers: { ...frameHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'poll@example.test', deviceId: 'device-poll-2' }),
    })
    expect(await response.json()).toEqual({ approved: false })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400) // the test bed waits 1.5 s
  })

  it('signs out: the token is revoked', async () => {
    const session = await bed.loginByEmail('bye@example.test')
    expect((await bed.call(session, 'POST', '/v1/signout', {})).json()).toEqual({})
    const after = await bed.call(session, 'GET', '/v1/user')
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ message: 'Session Expired' })
  })

  it('updates the email with a code to the current address, then one to the new address', async () => {
    const session = await bed.loginByEmail('old@example.test')
    await ageCodes('old@example.test')
    const signed = (url: string, payload: object) => bed.call(session, 'POST', url, payload)
    let before = new Date().toISOString()
    expect((await signed('/v1/email/update', { email: 'new@example.test' })).json()).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const primary = await bed.nextCode('old@example.test', before)
    before = new Date().toISOString()
    expect((await signed('/v1/email/update/primary', { otp: primary })).json()).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    const secondary = await bed.nextCode('new@example.test', before)
    expect(
      (
        await signed('/v1/email/update/secondary', {
          otp: '999999' === secondary ? '999998' : '999999',
        })
      ).json(),
    ).toEqual({
      message: 'Invalid code',
    })
    expect((await signed('/v1/email/update/secondary', { otp: secondary })).json()).toEqual({
      email: 'new@example.test',
    })
    expect((await bed.call(session, 'GET', '/v1/user')).json().email).toBe('new@example.test')
  })

  it('refuses a malformed email with a 400 naming the field', async () => {
    const response = await post('/v1/email/start', { email: 'not-an-email', deviceId: 'device-x1' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'email: Invalid email address' })
  })
})

describe('per-IP cap of /v1/email/start', () => {
  it('answers 429 past the cap', async () => {
    const bed = await startSecureSiteTestBed(await openSecureSitePostgres(), {
      emailStartLimit: { limit: 2, windowMs: 60_000 },
    })
    try {
      const codes = []
      for (const name of ['a', 'b', 'c']) {
        const response = await bed.app.inject({
          method: 'POST',
          url: '/v1/email/start',
          headers: frameHeaders(),
          payload: { email: `${name}@example.test`, deviceId: 'device-ip', loginSecretHash: 'b'.repeat(64) },
        })
        codes.push(response.statusCode)
      }
      expect(codes).toEqual([200, 200, 429])
    } finally {
      await bed.close()
      await bed.db.close()
    }
  })
})

describe('an SMTP server that does not answer', () => {
  it('answers 502 and withdraws the code, so the cooldown does not hold the person back', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'Portico <login@portico.localhost>' })
    const bed = await startSecureSiteTestBed(await openSecureSitePostgres(), { mailer })
    try {
      const response = await bed.app.inject({
        method: 'POST',
        url: '/v1/email/start',
        headers: frameHeaders(),
        payload: { email: 'nomail@example.test', deviceId: 'device-nomail', loginSecretHash: 'b'.repeat(64) },
      })
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({ message: 'Could not send the email. Try again later.' })
      expect(await bed.db.query('SELECT 1 FROM embedded_email_codes')).toEqual([])
    } finally {
      mailer.close()
      await bed.close()
      await bed.db.close()
    }
  })
})
