import type { FastifyPluginAsync } from 'fastify'

/** `GET /health`: answers once the process serves requests (`npm start` and load balancers wait for it). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }))
}
