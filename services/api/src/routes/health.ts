import type { FastifyPluginAsync } from 'fastify'

/** `GET /health`: answers once the process serves requests (used by `npm start` and load balancers). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }))
}
