import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSecureSitePostgres } from '../db/testSecureSiteDatabases.ts'
import {
  createTestFrame,
  frameHeaders,
  SECURE_SITE_URL,
  startSecureSiteTestBed,
  type SecureSiteTestBed,
} from '../testing/secureSiteTestBed.ts'

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

describe('approving a new device from the emailed link', () => {
  let bed: SecureSiteTestBed
  beforeAll(async () => {
    bed = await startSecureSiteTestBed(await openSecureSitePostgres(), { deviceWaitMs: 1 })
  })
  afterAll(async () => {
    await bed?.close()
    await bed?.db.close()
  })

  const approved = async (deviceId: string) =>
    (
      await bed.app.inject({
        method: 'POST',
        url: '/v1/email/device',
        headers: frameHeaders(),
        payload: { email: 'dev@example.test', deviceId },
      })
    ).json().approved as boolean

  it('attack: a mail scanner that fetches the approval link approves nothing; only the page POST does', async () => {
    await bed.loginByEmail('dev@example.test', 'device-first')
    await bed.db.query("UPDATE embedded_email_codes SET created_at = created_at - interval '1 minute'")
    const frame = await createTestFrame()
    const before = new Date().toISOString()
    const start = await bed.app.inject({
      method: 'POST',
      url: '/v1/email/start',
      headers: frameHeaders(),
      payload: {
        email: 'dev@example.test',
        deviceId: 'device-second',
        loginSecretHash: frame.loginSecretHash,
      },
    })
    expect(start.json()).toEqual({ action: 'VERIFY_OTP' })
    const otp = await bed.nextCode('dev@example.test', before)
    const verify = () =>
      bed.app.inject({
        method: 'POST',
        url: '/v1/email/verify',
        headers: { ...frameHeaders(), 'user-agent': CHROME_ON_LINUX },
        payload: {
          email: 'dev@example.test',
          deviceId: 'device-second',
          otp,
          loginSecret: frame.loginSecret,
          publicKey: frame.publicKey,
        },
        remoteAddress: '198.51.100.77',
      })
    const afterCode = new Date().toISOString()
    const refused = await verify()
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'This device is not approved. Approve it from the email we sent, then enter the code again.',
    ])
    const mail = await bed.nextMail('dev@example.test', afterCode)
    const link = new URL(/(http:\/\/secure\.test\/device\/approve\?token=\S+)/.exec(mail.text)![1]!)
    expect(mail.text).toContain('https://shop.example')

    // A scanner (or a person just looking) fetches the link, twice: nothing is approved.
    for (let i = 0; i < 2; i++) {
      const page = await bed.app.inject(link.pathname + link.search)
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('https://shop.example')
      expect(page.body).toContain('Chrome 156 on Linux')
      expect(page.body).toContain('198.51.100.77')
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    }
    expect(await approved('device-second')).toBe(false)
    const page = await bed.app.inject(link.pathname + link.search)
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!
    const token = link.searchParams.get('token')!

    const post = (headers: Record<string, string>, form: Record<string, string>) =>
      bed.app.inject({
        method: 'POST',
        url: '/device/approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(form).toString(),
      })
    // A cross-site form, a form without Origin, or one without the page's token approves nothing.
    expect((await post({ origin: 'https://evil.example' }, { token, csrf })).statusCode).toBe(403)
    expect((await post({}, { token, csrf })).statusCode).toBe(403)
    expect((await post({ origin: SECURE_SITE_URL }, { token, csrf: 'x'.repeat(64) })).statusCode).toBe(403)
    expect(await approved('device-second')).toBe(false)

    const done = await post({ origin: SECURE_SITE_URL }, { token, csrf })
    expect(done.statusCode).toBe(200)
    expect(done.body).toContain('Device approved')
    expect(await approved('device-second')).toBe(true)
    expect((await post({ origin: SECURE_SITE_URL }, { token, csrf })).statusCode).toBe(400)
    // The same code now logs in from the approved device.
    expect((await verify()).statusCode).toBe(200)
  })

  it('answers an unknown link with a page that says it expired', async () => {
    const page = await bed.app.inject('/device/approve?token=not-a-token')
    expect(page.statusCode).toBe(400)
    expect(page.body).toContain('This approval link is invalid or has expired.')
  })
})
