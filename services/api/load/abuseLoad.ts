import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { migrate } from '../src/db/migrate.ts'
import { openPostgres } from '../src/db/openPostgres.ts'
import { testPostgresAdminUrl } from '../src/db/testDatabases.ts'
import { ensureProject } from '../src/projects/projectStore.ts'
import { devnetConfigPath } from '../testing/devnetApiConfig.ts'

/** Options of {@link runAbuse}. */
export interface AbuseOptions {
  /** An API already running on loopback; without it one is started here, on a fresh PGlite database. */
  url?: string | undefined
  /** Its process id, to read its RSS from /proc (a started API reports RSS and heap itself). */
  pid?: number | undefined
  seconds: number
  /** Requests in flight at once. */
  concurrency: number
}

interface Memory {
  rssMb: number
  heapMb?: number | undefined
}

const LOOPBACK = ['127.0.0.1', 'localhost', '::1', '[::1]']
const MEMORY_EVERY_MS = 5_000

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testPostgresAdminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * Starts the API on a free loopback port with a throwaway PostgreSQL database (on the test server,
 * PORTICO_TEST_POSTGRES_URL) holding one project, 'abuse'; the database is dropped afterwards.
 */
async function startApi(): Promise<{
  url: string
  child: ChildProcess
  memory: () => Memory | undefined
  stop(): Promise<void>
}> {
  const name = `portico_abuse_${randomBytes(6).toString('hex')}`
  await admin(`CREATE DATABASE ${name}`)
  const databaseUrl = new URL(testPostgresAdminUrl)
  databaseUrl.pathname = `/${name}`
  const db = openPostgres(databaseUrl.toString())
  await migrate(db)
  await ensureProject(db, { id: 'abuse', name: 'abuse', origins: [] })
  await db.close()
  const env = { ...process.env, DATABASE_URL: databaseUrl.toString() }
  const port = await freePort()
  const main = resolve(fileURLToPath(import.meta.url), '../../src/main.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...env,
      PORTICO_CONFIG: devnetConfigPath,
      PORTICO_API_HOST: '127.0.0.1',
      PORTICO_API_PORT: String(port),
      PORTICO_API_MEMORY_LOG_MS: String(MEMORY_EVERY_MS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let latest: Memory | undefined
  let ready: () => void
  const listening = new Promise<void>((done) => (ready = done))
  let buffer = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString()
    const lines = buffer.split('\n')
    buffer = lines.pop()!
    for (const line of lines) {
      if (line.includes('Server listening')) ready()
      if (!line.includes('"memory"')) continue
      const { memory } = JSON.parse(line) as { memory: { rss: number; heapUsed: number } }
      latest = { rssMb: memory.rss / 2 ** 20, heapMb: memory.heapUsed / 2 ** 20 }
    }
  })
  await Promise.race([
    listening,
    new Promise((_, fail) => child.once('exit', (code) => fail(new Error(`the API exited with ${code}`)))),
  ])
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    memory: () => latest,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

function rssOf(pid: number): Memory | undefined {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1]
  return kb ? { rssMb: Number(kb) / 1024 } : undefined
}

// Each attack is one request; the source address is a random one of 127.0.0.0/8 (all loopback on Linux),
// so the per-IP counters see many clients, as they would behind a proxy.
const attacks: {
  name: string
  send: (base: URL) => { method: string; path: string; body?: string; type?: string }
}[] = [
  {
    name: 'random project id',
    send: () => ({ method: 'GET', path: `/getAnalyticsConfig?projectId=${randomBytes(16).toString('hex')}` }),
  },
  {
    name: 'random project balance',
    send: () => ({
      method: 'GET',
      path: `/v1/account/0x${randomBytes(20).toString('hex')}/balance?projectId=${randomBytes(8).toString('hex')}&currency=usd&chainId=eip155:31337`,
    }),
  },
  {
    name: 'oversize project id',
    send: () => ({ method: 'GET', path: `/getAnalyticsConfig?projectId=${'a'.repeat(4_000)}` }),
  },
  {
    name: 'oversize body',
    send: () => ({
      method: 'POST',
      path: '/e?projectId=abuse',
      body: JSON.stringify({ pad: 'x'.repeat(1_000_000) }),
      type: 'application/json',
    }),
  },
  {
    name: 'event flood',
    send: () => ({
      method: 'POST',
      path: '/e?projectId=abuse',
      type: 'text/plain',
      body: JSON.stringify({
        eventId: randomUUID(),
        url: 'http://a.test/',
        domain: 'a.test',
        timestamp: Date.now(),
        props: { event: 'MODAL_OPEN', properties: { pad: 'y'.repeat(8_000) } },
      }),
    }),
  },
  {
    name: 'name nonce flood',
    send: () => ({
      method: 'POST',
      path: '/v1/profile/nonce?projectId=abuse',
      body: '{}',
      type: 'application/json',
    }),
  },
  { name: 'health flood', send: () => ({ method: 'GET', path: '/health' }) },
]

function randomLoopback(): string {
  const b = randomBytes(3)
  return `127.${b[0]! % 250}.${b[1]}.${(b[2]! % 250) + 1}`
}

function send(base: URL, counts: Map<string, number>): Promise<void> {
  const attack = attacks[Math.floor(Math.random() * attacks.length)]!
  const { method, path, body, type } = attack.send(base)
  return new Promise((done) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        localAddress: randomLoopback(),
        agent: false,
        headers: {
          ...(type ? { 'content-type': type } : {}),
          ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => {
          const key = `${attack.name} ${response.statusCode}`
          counts.set(key, (counts.get(key) ?? 0) + 1)
          done()
        })
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => {
      const key = `${attack.name} ${error.code ?? 'error'}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
      done()
    })
    req.setTimeout(10_000, () => req.destroy())
    req.end(body)
  })
}

/**
 * Abuse mode of the load script: for `seconds`, `concurrency` connections at a time send random project
 * ids, oversize ids and bodies, and floods of events, nonces and health checks from random loopback
 * addresses, and the API's RSS and heap are printed every 5 s. Loopback only; bounded in time.
 *
 * @example
 * await runAbuse({ seconds: 60, concurrency: 64 })
 */
export async function runAbuse({ url, pid, seconds, concurrency }: AbuseOptions): Promise<void> {
  const started = url ? undefined : await startApi()
  const base = new URL(url ?? started!.url)
  if (!LOOPBACK.includes(base.hostname)) throw new Error(`Refusing to abuse ${base.hostname}: loopback only`)
  const memory = () => (started ? started.memory() : pid ? rssOf(pid) : undefined)
  const show = (label: string, m: Memory | undefined) =>
    console.log(
      `${label}: ${m ? `rss ${m.rssMb.toFixed(1)} MB${m.heapMb !== undefined ? `, heap ${m.heapMb.toFixed(1)} MB` : ''}` : 'memory unknown (pass --pid)'}`,
    )
  try {
    // A first reading before any abuse (a started API reports every 5 s).
    if (started) await new Promise((done) => setTimeout(done, MEMORY_EVERY_MS + 500))
    const before = memory()
    show('before', before)
    const counts = new Map<string, number>()
    const deadline = Date.now() + seconds * 1000
    const readings = setInterval(
      () => show(`t+${Math.round((Date.now() - (deadline - seconds * 1000)) / 1000)} s`, memory()),
      MEMORY_EVERY_MS,
    )
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < deadline) await send(base, counts)
      }),
    )
    clearInterval(readings)
    if (started) await new Promise((done) => setTimeout(done, MEMORY_EVERY_MS + 500))
    show('after', memory())
    const total = [...counts.values()].reduce((a, b) => a + b, 0)
    console.log(`${total} abusive requests in ${seconds} s:`)
    for (const [key, n] of [...counts].sort()) console.log(`  ${key}: ${n}`)
  } finally {
    await started?.stop()
  }
}
