import { Agent, request } from 'node:http'

/** Figures of one {@link measureConcurrently} run. */
export interface ConcurrentMeasurement {
  path: string
  /** Answers per second over the whole run. */
  requestsPerSecond: number
  /** Median and 99th-percentile latency in milliseconds, from the request being written to the body's end. */
  p50Ms: number
  p99Ms: number
  /** Answers counted (of every status). */
  requests: number
  /** Answers whose status was not the expected one, plus connection errors. */
  failures: number
}

/** Options of {@link measureConcurrently}. */
export interface MeasureConcurrentlyParameters {
  /** Clients, each with its own kept-alive connection, each sending its next request when the last is answered. */
  connections: number
  /** How long to send for. */
  seconds: number
  /** Request headers (e.g. Origin, If-None-Match). */
  headers?: Record<string, string>
  /** The status an answer must have to count as a success; default 200. */
  expectStatus?: number
}

const LOOPBACK = ['127.0.0.1', 'localhost', '::1', '[::1]']

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/**
 * Loads `baseUrl + path` from `connections` closed-loop clients for `seconds` (loopback only) and returns the
 * exact p50/p99 latency (sub-millisecond, unlike autocannon's whole-millisecond histogram) and throughput.
 *
 * @example
 * const health = await measureConcurrently('http://127.0.0.1:8787', '/health', { connections: 32, seconds: 5 })
 */
export async function measureConcurrently(
  baseUrl: string,
  path: string,
  { connections, seconds, headers = {}, expectStatus = 200 }: MeasureConcurrentlyParameters,
): Promise<ConcurrentMeasurement> {
  const url = new URL(path, baseUrl)
  if (!LOOPBACK.includes(url.hostname)) {
    throw new Error(`Refusing to load ${url.hostname}: the bench only targets loopback addresses`)
  }
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const latencies: number[] = []
  let failures = 0
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now()
      const req = request(url, { agent, headers }, (res) => {
        res.on('data', () => undefined)
        res.on('end', () => {
          latencies.push(performance.now() - started)
          if (res.statusCode !== expectStatus) failures++
          resolve()
        })
      })
      req.on('error', () => {
        failures++
        resolve()
      })
      req.end()
    })
  const startedAt = performance.now()
  const deadline = startedAt + seconds * 1000
  const client = async () => {
    while (performance.now() < deadline) await once()
  }
  await Promise.all(Array.from({ length: connections }, client))
  const elapsed = (performance.now() - startedAt) / 1000
  agent.destroy()
  const sorted = latencies.sort((a, b) => a - b)
  return {
    path,
    requestsPerSecond: sorted.length / elapsed,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    requests: sorted.length,
    failures,
  }
}
