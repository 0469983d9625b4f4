import type { FastifyPluginAsync } from 'fastify'
import type { Hex } from 'viem'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { normalizeCaip10Account } from '../sessions/caip10Account.ts'
import { listSmartSessions } from '../sessions/listSmartSessions.ts'
import { revokeSmartSession } from '../sessions/revokeSmartSession.ts'
import type { ListSmartSessionsResponse } from '../sessions/smartSession.ts'

const params = z.object({
  id: z.string().refine((value) => normalizeCaip10Account(value) !== undefined, {
    message: 'must be a CAIP-10 account such as eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  }),
})

// §7: every call carries projectId, st and sv; sessions are listed and revoked only for that project.
const query = z.object({
  projectId: z.string({ error: 'projectId is required' }).min(1, 'projectId is required'),
  st: z.string().optional(),
  sv: z.string().optional(),
})

const revokeBody = z.object({
  pci: z.string().min(1, 'pci is required').max(200, 'pci is at most 200 characters'),
  signature: z.string().regex(/^0x([0-9a-fA-F]{2})+$/, 'must be a 0x-prefixed hex signature'),
  projectId: z.string().min(1).optional(),
})

export interface SmartSessionRoutesOptions {
  db: Database
}

/**
 * §7 smart sessions: `GET /v1/sessions/{id}` lists the account's sessions as `{ pcis }`, and
 * `POST /v1/sessions/{id}/revoke` (body pci, signature: personal_sign over `Revoke session <pci>`) revokes one.
 *
 * @example
 * void app.register(smartSessionRoutes, { db })
 */
export const smartSessionRoutes: FastifyPluginAsync<SmartSessionRoutesOptions> = async (app, { db }) => {
  app.get<{ Params: z.infer<typeof params>; Querystring: z.infer<typeof query> }>(
    '/v1/sessions/:id',
    { schema: { params, querystring: query } },
    async (request): Promise<ListSmartSessionsResponse> => ({
      pcis: await listSmartSessions(db, request.params.id, request.query.projectId),
    }),
  )

  app.post<{
    Params: z.infer<typeof params>
    Querystring: z.infer<typeof query>
    Body: z.infer<typeof revokeBody>
  }>(
    '/v1/sessions/:id/revoke',
    { schema: { params, querystring: query, body: revokeBody } },
    async (request) => {
      const { revokedAt } = await revokeSmartSession(db, {
        account: request.params.id,
        pci: request.body.pci,
        signature: request.body.signature as Hex,
        projectId: request.query.projectId,
      })
      return { success: true, pci: request.body.pci, revokedAt }
    },
  )
}
