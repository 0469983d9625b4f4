import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, Socket, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { buildApiServer, createProject } from '@portico/api'
import { devnetApiChains } from '@portico/api/testing/devnet'
import { openFreshPglite } from '@portico/api/testing'
import { startMailCatcher } from '../src/dev/startMailCatcher.ts'

// The abuse mode of the load script: a real secure-site process (src/main.ts, its own PGlite directory) behind
// the data API and a mail catcher of this process, all on loopback, flooded for `seconds` with many
// connections, random project ids, made-up emails, codes and approval tokens, oversize bodies and socket churn;
// the server's RSS and live heap (after a forced GC) are printed every 5 s over IPC, and once more after it settled.

const HOST = '127.0.0.1'
const HOST_ORIGIN = 'https://abuse.example'
const OVERSIZE_BODY = JSON.stringify({ email: 'big@example.test', pad: 'x'.repeat(2 * 1024 * 1024) })

interface Memory {
  rss: number
  heapUsed: number
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function askMemory(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The secure site did not report its memory')), 10_000)
    child.once('message', (message) => {
      clearTimeout(timer)
      resolve((message as { memory: Memory }).memory)
    })
    child.send('memory')
  })
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  // Up to 3 minutes: the process bundles the frame and migrates its database before it listens.
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`The secure site exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/health`)).ok) return
    } catch {
      // Not listening yet: the frame bundle is built before it listens.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The secure site at ${url} did not come up`)
}

const randomEmail = () => `${randomUUID()}@abuse.example`
const randomDigits = () => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
const json = (body: object) => JSON.stringify(body)

/** Every request of the flood, each with fresh random values. */
function abuseRequests(): autocannon.Request[] {
  const frame = (projectId: string) => ({
    'content-type': 'application/json',
    'x-portico-project-id': projectId,
    'x-portico-host-origin': HOST_ORIGIN,
  })
  const random = (build: () => Partial<autocannon.Request>) => ({
    setupRequest: (request: autocannon.Request) => ({ ...request, ...build() }),
  })
  return [
    // Random project ids: each one a look-up the data API answers 404.
    random(() => ({ method: 'GET', path: '/v1/user', headers: frame(randomUUID()) })),
    random(() => ({ method: 'GET', path: `/frame?projectId=${randomUUID()}` })),
    // Made-up addresses, codes and approval tokens on the real project.
    random(() => ({
      method: 'POST',
      path: '/v1/email/start',
      headers: frame('load-test'),
      body: json({
        email: randomEmail(),
        deviceId: randomUUID(),
        loginSecretHash: randomBytes(32).toString('hex'),
      }),
    })),
    random(() => ({
      method: 'POST',
      path: '/v1/email/verify',
      headers: frame('load-test'),
      body: json({ email: randomEmail(), deviceId: randomUUID(), otp: randomDigits() }),
    })),
    random(() => ({ method: 'GET', path: `/device/approve?token=${randomBytes(32).toString('base64url')}` })),
    random(() => ({
      method: 'POST',
      path: '/device/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: `token=${randomBytes(32).toString('base64url')}&csrf=${randomBytes(32).toString('hex')}`,
    })),
    // Junk (oversize bodies go through sendOversizeBodies: autocannon would keep one copy per connection).
    { method: 'POST', path: '/v1/email/verify', headers: frame('load-test'), body: '{"email":' },
    random(() => ({ method: 'GET', path: `/${randomUUID()}` })),
  ]
}

/** Posts bodies over Fastify's 1 MiB limit, 8 at a time, until `until`; answers how many. */
async function sendOversizeBodies(url: string, until: number): Promise<number> {
  let sent = 0
  const worker = async () => {
    while (Date.now() < until) {
      sent++
      const response = await fetch(`${url}/v1/email/start`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-portico-project-id': 'load-test',
          'x-portico-host-origin': HOST_ORIGIN,
        },
        body: OVERSIZE_BODY,
      }).catch((error: unknown) => error as Error)
      if (!(response instanceof Error)) await response.arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return sent
}

/** Opens and drops raw sockets (half-sent requests, then nothing) until `until`. */
async function churnSockets(port: number, until: number): Promise<number> {
  let opened = 0
  while (Date.now() < until) {
    await Promise.all(
      Array.from({ length: 50 }, () => {
        opened++
        return new Promise<void>((resolve) => {
          const socket = new Socket()
          socket.on('error', () => resolve())
          socket.connect(port, HOST, () => {
            socket.write(
              'POST /v1/email/start HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n{"e',
            )
            setTimeout(() => {
              socket.destroy()
              resolve()
            }, 200)
          })
        })
      }),
    )
  }
  return opened
}

/**
 * Runs the abuse mode for `seconds` with `connections` connections and prints the server's memory.
 *
 * @example
 * await runSecureSiteAbuse({ seconds: 60, connections: 256 })
 */
export async function runSecureSiteAbuse({ seconds, connections }: { seconds: number; connections: number }) {
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 600) throw new Error('--seconds must be 1..600')
  const db = await openFreshPglite()
  await createProject(db, { id: 'load-test', name: 'Load', origins: [HOST_ORIGIN] })
  const api = buildApiServer({ chains: devnetApiChains() }, { db })
  await api.listen({ host: HOST, port: 0 })
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
  const port = await freePort()
  const url = `http://${HOST}:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-secure-site-abuse-'))
  const child = fork(fileURLToPath(new URL('../src/main.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      PATH: process.env.PATH,
      PORTICO_SECURE_SITE_HOST: HOST,
      PORTICO_SECURE_SITE_PORT: String(port),
      PORTICO_SECURE_SITE_URL: url,
      PORTICO_SECURE_SITE_MASTER_KEY: randomBytes(32).toString('hex'),
      PORTICO_SECURE_SITE_PGLITE_DIR: dataDir,
      PORTICO_API_URL: `http://${HOST}:${(api.server.address() as AddressInfo).port}`,
      PORTICO_SMTP_URL: `smtp://${HOST}:${catcher.smtpPort}`,
    },
  })
  try {
    await waitForHealth(url, child)
    const before = await askMemory(child)
    console.log(
      `secure site ${url}, pid ${child.pid}: before rss ${mb(before.rss)}, heap ${mb(before.heapUsed)}`,
    )
    const started = Date.now()
    let asking = false
    const sampler = setInterval(() => {
      // One question at a time: a busy server answers late, and answers must not be paired with later questions.
      if (asking) return
      asking = true
      askMemory(child)
        .finally(() => (asking = false))
        .then((m) =>
          console.log(
            `  ${((Date.now() - started) / 1000).toFixed(0)} s: rss ${mb(m.rss)}, heap ${mb(m.heapUsed)}`,
          ),
        )
        .catch((error: unknown) => console.error(error))
    }, 5_000)
    const until = started + seconds * 1000
    const [result, churned, oversize] = await Promise.all([
      autocannon({ url, connections, duration: seconds, requests: abuseRequests(), timeout: 30 }),
      churnSockets(port, until),
      sendOversizeBodies(url, until),
    ])
    clearInterval(sampler)
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ')
    console.log(
      `flood: ${connections} connections, ${seconds} s, ${result.requests.total} requests (${statuses}), errors ${result.errors}, timeouts ${result.timeouts}; ${oversize} oversize bodies, ${churned} dropped sockets`,
    )
    // Settled: what stays after the flood is what would pile up.
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    const after = await askMemory(child)
    console.log(`after: rss ${mb(after.rss)}, heap ${mb(after.heapUsed)}`)
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    await api.close()
    await catcher.stop()
    await db.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
