import { describe, expect, it } from 'vitest'
import { openSecureSitePostgres } from '../db/testSecureSiteDatabases.ts'
import { frameHeaders, startSecureSiteTestBed } from '../testing/secureSiteTestBed.ts'

describe('the request log', () => {
  it('attack: approval-link tokens, tickets, codes and bearer tokens never reach the request log', async () => {
    const lines: string[] = []
    const bed = await startSecureSiteTestBed(await openSecureSitePostgres(), {
      logger: { stream: { write: (line: string) => void lines.push(line) } },
    })
    try {
      const secrets = ['DeviceLinkSecret123', 'SocialTicketSecret456', 'BearerSecret789', '424242']
      await bed.app.inject(`/device/approve?token=${secrets[0]}`)
      await bed.app.inject({ url: `/v1/user?ticket=${secrets[1]}`, headers: frameHeaders() })
      await bed.app.inject({
        url: '/v1/user',
        headers: { ...frameHeaders(), authorization: `Bearer ${secrets[2]}` },
      })
      await bed.app.inject({ url: `/frame?projectId=shop&code=${secrets[3]}` })
      const log = lines.join('')
      expect(log).toContain('/device/approve')
      expect(log).toContain('/frame')
      for (const secret of secrets) expect(log).not.toContain(secret)
    } finally {
      await bed.close()
      await bed.db.close()
    }
  })
})
