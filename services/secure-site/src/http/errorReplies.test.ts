import { describe, expect, it } from 'vitest'
import { openSecureSitePostgres } from '../db/testSecureSiteDatabases.ts'
import { createMailer } from '../email/createMailer.ts'
import { createProjectOrigins } from '../projects/createProjectOrigins.ts'
import { createTestFrame, frameHeaders, startSecureSiteTestBed } from '../testing/secureSiteTestBed.ts'

describe('upstream failures', () => {
  it('attack: a failing mail server or data API reaches the client as generic text, not its address or error', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'Portico <login@portico.localhost>' })
    const bed = await startSecureSiteTestBed(await openSecureSitePostgres(), { mailer })
    const frame = await createTestFrame()
    try {
      const mailFails = await bed.app.inject({
        method: 'POST',
        url: '/v1/email/start',
        headers: frameHeaders(),
        payload: {
          email: 'nomail@example.test',
          deviceId: 'device-nomail',
          loginSecretHash: frame.loginSecretHash,
        },
      })
      expect(mailFails.statusCode).toBe(502)
      expect(mailFails.json()).toEqual({ message: 'Could not send the email. Try again later.' })
      // The code is withdrawn, so the cooldown does not hold the person back.
      expect(await bed.db.query('SELECT 1 FROM embedded_email_codes')).toEqual([])
    } finally {
      mailer.close()
      await bed.close()
      await bed.db.close()
    }
    const deadApi = await startSecureSiteTestBed(await openSecureSitePostgres(), {
      projectOrigins: createProjectOrigins({ apiUrl: 'http://127.0.0.1:1' }),
    })
    try {
      const apiFails = await deadApi.app.inject({ url: '/v1/user', headers: frameHeaders() })
      expect(apiFails.statusCode).toBe(502)
      expect(apiFails.json()).toEqual({ message: 'The project service is not answering. Try again later.' })
    } finally {
      await deadApi.close()
      await deadApi.db.close()
    }
  })
})
