import type { RouteMeasurement } from './measureRoute.ts'

/** One measured route and the constant route measured just before it on the same server. */
export interface RouteBenchRow {
  /** What the row measures, e.g. `history`. */
  name: string
  /** The constant route (`/health`) right before. */
  health: RouteMeasurement
  /** The route itself. */
  route: RouteMeasurement
}

/**
 * The bench's route table: req/s and p99 of each route next to the constant route's, with the ratio of the
 * two req/s (1.00: the route costs no more than answering at all).
 *
 * @example
 * console.log(formatRouteBench(rows, '10 connections, 5 s per run, loopback, PGlite'))
 */
export function formatRouteBench(rows: readonly RouteBenchRow[], setting: string): string {
  const cells = (values: string[]) => `| ${values.join(' | ')} |`
  return [
    `\nroutes vs the constant route (/health) on the same server, autocannon, ${setting}`,
    '',
    cells([
      'route',
      'req/s',
      'p99 ms',
      '/health req/s',
      '/health p99 ms',
      'ratio req/s route / /health',
      'failures',
    ]),
    cells(Array(7).fill('---')),
    ...rows.map(({ name, health, route }) =>
      cells([
        name,
        route.requestsPerSecond.toFixed(0),
        String(route.p99Ms),
        health.requestsPerSecond.toFixed(0),
        String(health.p99Ms),
        (route.requestsPerSecond / health.requestsPerSecond).toFixed(2),
        String(route.failures + health.failures),
      ]),
    ),
  ].join('\n')
}
