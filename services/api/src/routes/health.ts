import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { ApiChain } from '../config/apiChain.ts'
import type { Queryable } from '../db/database.ts'
import { readIndexerStatus, type ChainIndexerStatus } from '../indexer/readIndexerStatus.ts'

const query = z.object({
  detail: z.enum(['indexer'], { message: "the only detail is 'indexer'" }).optional(),
})

/** Options of {@link healthRoutes}: without them, `detail=indexer` answers an empty chain list. */
export interface HealthRoutesOptions {
  db?: Queryable | undefined
  chains?: readonly Pick<ApiChain, 'caipNetworkId'>[] | undefined
}

/** Body of `GET /health`. */
export interface HealthResponse {
  status: 'ok'
  /** With `?detail=indexer`: per chain, the indexed block, head, lag and lease holder. */
  indexer?: { chains: ChainIndexerStatus[] }
}

/**
 * `GET /health`: answers once the process serves requests (used by `npm start` and load balancers) — 200 with
 * `{ status: 'ok' }`, a constant answer that touches nothing. `GET /health?detail=indexer` adds each chain's
 * indexer state from the database (a lagging indexer does not make the process unhealthy).
 *
 * @example
 * void app.register(healthRoutes, { db, chains: config.chains })
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { db, chains = [] }) => {
  app.get<{ Querystring: z.infer<typeof query> }>(
    '/health',
    { schema: { querystring: query } },
    async (request): Promise<HealthResponse> => {
      if (request.query.detail !== 'indexer') return { status: 'ok' }
      const ids = chains.map((c) => c.caipNetworkId)
      return { status: 'ok', indexer: { chains: db ? await readIndexerStatus(db, ids) : [] } }
    },
  )
}
