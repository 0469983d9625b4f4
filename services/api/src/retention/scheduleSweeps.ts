import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/database.ts'
import { sweepExpiredRows } from './sweepExpiredRows.ts'

/**
 * Runs {@link sweepExpiredRows} when the server is ready and every `intervalMs` after, until it closes. A
 * failed sweep is logged with its reason and tried again at the next tick.
 *
 * @example
 * scheduleSweeps(app, { db, intervalMs: 600_000, analyticsRetentionDays: 90 })
 */
export function scheduleSweeps(
  app: FastifyInstance,
  {
    db,
    intervalMs,
    analyticsRetentionDays,
  }: { db: Database; intervalMs: number; analyticsRetentionDays: number },
): void {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  const sweep = () =>
    (running = sweepExpiredRows(db, { analyticsRetentionDays }).then(
      (deleted) => app.log.debug({ deleted }, 'expired rows swept'),
      (error: unknown) => app.log.error({ err: error }, 'sweeping expired rows failed'),
    ))
  app.addHook('onReady', async () => {
    await sweep()
    timer = setInterval(() => void sweep(), intervalMs).unref()
  })
  // The database closes after the server: let a running sweep finish first.
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
