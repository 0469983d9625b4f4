import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testSecureSiteDatabases } from '../db/testSecureSiteDatabases.ts'
import { startSecureSiteTestBed, type SecureSiteTestBed } from '../testing/secureSiteTestBed.ts'
import { deleteExpiredRecords } from './deleteExpiredRecords.ts'

describe.each(testSecureSiteDatabases)('deleteExpiredRecords on $kind', ({ open }) => {
  let bed: SecureSiteTestBed
  beforeAll(async () => {
    bed = await startSecureSiteTestBed(await open())
  })
  afterAll(async () => {
    await bed?.close()
    await bed?.db.close()
  })

  it('deletes sessions and codes that ended over a day ago and keeps live ones', async () => {
    const old = await bed.loginByEmail('old-session@example.test')
    const live = await bed.loginByEmail('live-session@example.test')
    await bed.db.query(
      "UPDATE embedded_sessions SET expires_at = now() - interval '2 days' WHERE user_id = (SELECT id FROM embedded_users WHERE email = 'old-session@example.test')",
    )
    await bed.db.query(
      "UPDATE embedded_email_codes SET expires_at = now() - interval '2 days' WHERE email = 'old-session@example.test'",
    )
    const deleted = await deleteExpiredRecords(bed.db)
    expect(deleted).toMatchObject({ embedded_sessions: 1, embedded_email_codes: 1 })
    expect((await bed.call(old, 'GET', '/v1/user')).statusCode).toBe(401)
    expect((await bed.call(live, 'GET', '/v1/user')).statusCode).toBe(200)
    expect(await deleteExpiredRecords(bed.db)).toMatchObject({
      embedded_sessions: 0,
      embedded_email_codes: 0,
    })
  })
})
