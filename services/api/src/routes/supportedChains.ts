import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { ApiChain } from '../config/apiChain.ts'

// §7: all GETs carry projectId, st and sv; supported-chains takes nothing else.
const query = z.object({
  projectId: z.string().min(1, 'projectId is required'),
  st: z.string().optional(),
  sv: z.string().optional(),
})

/** §7 supported-chains: CAIP-2 ids served over HTTP, and over WebSocket (none: this API has no WS RPC). */
export interface SupportedChainsResponse {
  http: string[]
  ws: string[]
}

export interface SupportedChainsRoutesOptions {
  chains: readonly ApiChain[]
}

/** `GET /v1/supported-chains`: the configured chains as CAIP-2 ids. */
export const supportedChainsRoutes: FastifyPluginAsync<SupportedChainsRoutesOptions> = async (
  app,
  { chains },
) => {
  app.get<{ Querystring: z.infer<typeof query> }>(
    '/v1/supported-chains',
    { schema: { querystring: query } },
    async (): Promise<SupportedChainsResponse> => ({ http: chains.map((c) => c.caipNetworkId), ws: [] }),
  )
}
