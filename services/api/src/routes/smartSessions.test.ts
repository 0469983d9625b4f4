import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetAccounts } from '../../testing/devnet.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'
import { createSmartSession } from '../sessions/createSmartSession.ts'
import { revokeSessionMessage } from '../sessions/revokeSmartSession.ts'
import type { ListSmartSessionsResponse } from '../sessions/smartSession.ts'

const owner = privateKeyToAccount(devnetAccounts[4]!.privateKey)
const account = `eip155:31337:${owner.address}`

describe.each(testDatabases)(
  'GET /v1/sessions/{id} and POST /v1/sessions/{id}/revoke on $kind',
  ({ open }) => {
    let db: Database
    let app: ReturnType<typeof buildApiServer>
    beforeAll(async () => {
      db = await open()
      await createProject(db, {
        id: 'sessions-route',
        name: 'Sessions Route',
        origins: ['http://localhost:5173'],
      })
      await createSmartSession(db, {
        pci: 'route-pci',
        projectId: 'sessions-route',
        account,
        signer: { type: 'keys', data: {} },
        permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
        expiry: 2_000_000_000,
      })
      // The same account also granted a session to another app, which the first must never see.
      await createProject(db, { id: 'other-app', name: 'Other App', origins: [] })
      await createSmartSession(db, {
        pci: 'other-app-pci',
        projectId: 'other-app',
        account,
        signer: { type: 'keys', data: {} },
        permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
        expiry: 2_000_000_000,
      })
      app = buildApiServer({ chains: [] }, { db })
    })
    afterAll(async () => {
      await app?.close()
      await db?.close()
    })

    const list = async () => {
      const response = await app.inject(`/v1/sessions/${account.toLowerCase()}?projectId=sessions-route`)
      expect(response.statusCode).toBe(200)
      return (response.json() as ListSmartSessionsResponse).pcis
    }
    const revoke = (body: object) =>
      app.inject({
        method: 'POST',
        url: `/v1/sessions/${account}/revoke?projectId=sessions-route`,
        payload: body,
      })

    it('lists the account sessions as { pcis }', async () => {
      expect(await list()).toMatchObject([
        {
          pci: 'route-pci',
          account,
          project: { id: 'sessions-route', name: 'Sessions Route' },
          expiry: 2_000_000_000,
        },
      ])
    })

    it('refuses a bad signature with 400, then revokes with the right one, then answers 409', async () => {
      const wrong = await owner.signMessage({ message: revokeSessionMessage('other') })
      const refused = await revoke({ pci: 'route-pci', signature: wrong })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toMatch(/^signature is not 0x[0-9a-fA-F]{40}'s personal_sign over/)
      expect((await list())[0]?.revokedAt).toBeUndefined()

      const signature = await owner.signMessage({ message: revokeSessionMessage('route-pci') })
      const revoked = await revoke({ pci: 'route-pci', signature })
      expect(revoked.statusCode).toBe(200)
      expect(revoked.json()).toMatchObject({ success: true, pci: 'route-pci', revokedAt: expect.any(Number) })
      expect((await list())[0]?.revokedAt).toBe(revoked.json().revokedAt)

      const again = await revoke({ pci: 'route-pci', signature })
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({
        code: 'ALREADY_REVOKED',
        message: "session 'route-pci' is already revoked",
      })
    })

    it('answers an unknown pci with 404', async () => {
      const signature = await owner.signMessage({ message: revokeSessionMessage('missing') })
      const response = await revoke({ pci: 'missing', signature })
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe(`no session 'missing' for account ${account}`)
    })

    it('answers a malformed account, signature or missing pci with 400 naming the field', async () => {
      const badId = await app.inject('/v1/sessions/0x1234?projectId=sessions-route')
      expect(badId.statusCode).toBe(400)
      expect(badId.json().message).toMatch(/^id: must be a CAIP-10 account/)
      const badSignature = await revoke({ pci: 'route-pci', signature: 'nothex' })
      expect(badSignature.statusCode).toBe(400)
      expect(badSignature.json().message).toBe('signature: must be a 0x-prefixed hex signature')
      const noPci = await revoke({ signature: '0x00' })
      expect(noPci.statusCode).toBe(400)
      expect(noPci.json().message).toMatch(/^pci: /)
    })

    it('attack: one project cannot list or revoke the sessions an account granted to another project', async () => {
      expect((await list()).map((session) => session.pci)).toEqual(['route-pci'])
      const signature = await owner.signMessage({ message: revokeSessionMessage('other-app-pci') })
      const response = await revoke({ pci: 'other-app-pci', signature })
      expect(response.statusCode).toBe(404)
      const [row] = await db.query<{ revoked: boolean }>(
        'SELECT revoked_at IS NOT NULL AS revoked FROM smart_sessions WHERE pci = $1',
        ['other-app-pci'],
      )
      expect(row?.revoked).toBe(false)
      const unscoped = await app.inject(`/v1/sessions/${account}`)
      expect(unscoped.statusCode).toBe(400)
      expect(unscoped.json().message).toBe('projectId: projectId is required')
    })

    it('refuses an unknown projectId with 403', async () => {
      const response = await app.inject(`/v1/sessions/${account}?projectId=nope`)
      expect(response.statusCode).toBe(403)
      expect(response.json().message).toBe('Invalid Project ID')
    })
  },
)
