import cors from '@fastify/cors'
import Fastify, { type FastifyInstance } from 'fastify'
import { createChainClients } from './chains/createChainClients.ts'
import type { ApiConfig } from './config/loadApiConfig.ts'
import { useZodValidation } from './http/zodValidation.ts'
import { accountBalanceRoutes } from './routes/accountBalance.ts'
import { healthRoutes } from './routes/health.ts'

/**
 * The data API as a Fastify instance, not yet listening (tests call `inject`, `main.ts` calls `listen`).
 *
 * @example
 * const app = buildApiServer(loadApiConfig())
 * await app.listen({ host: '127.0.0.1', port: 8787 })
 */
export function buildApiServer(
  config: Pick<ApiConfig, 'chains'>,
  options: { logger?: boolean } = {},
): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false })
  useZodValidation(app)
  // Allowed origins per project arrive with the projects store; until then every origin may read.
  void app.register(cors, { origin: true })
  void app.register(healthRoutes)
  void app.register(accountBalanceRoutes, {
    chains: config.chains,
    clients: createChainClients(config.chains),
  })
  return app
}
