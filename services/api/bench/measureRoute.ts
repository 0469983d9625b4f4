import autocannon from 'autocannon'

/** One autocannon run's figures. */
export interface RouteMeasurement {
  path: string
  requestsPerSecond: number
  p99Ms: number
  /** Responses other than 2xx plus connection errors and timeouts: any makes the figures suspect. */
  failures: number
}

/**
 * Loads `baseUrl + path` with autocannon for `seconds` (loopback only) and returns req/s and p99 latency.
 *
 * @example
 * const health = await measureRoute('http://127.0.0.1:8787', '/health', { seconds: 5 })
 */
export async function measureRoute(
  baseUrl: string,
  path: string,
  { seconds = 5, connections = 10 }: { seconds?: number; connections?: number } = {},
): Promise<RouteMeasurement> {
  const { hostname } = new URL(baseUrl)
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) {
    throw new Error(`Refusing to load ${hostname}: the bench only targets loopback addresses`)
  }
  const result = await autocannon({ url: baseUrl + path, connections, duration: seconds })
  return {
    path,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}
