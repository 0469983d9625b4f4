import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import { buildApiServer, createProject } from '@portico/api'
import { devnetApiChains } from '@portico/api/testing/devnet'
import {
  createLoginSecret,
  createSessionProof,
  exportSessionPublicKey,
  generateSessionKeyPair,
  SESSION_PROOF_HEADER,
} from '@portico/frame-protocol'
import { openFreshPglite } from '@portico/api/testing'
import { migrateSecureSite } from '../src/db/migrateSecureSite.ts'
import { startMailCatcher, type CaughtMail } from '../src/dev/startMailCatcher.ts'
import { buildSecureSiteServer } from '../src/server.ts'

// `npm run load -w services/secure-site -- --seconds 10 --connections 32`
// Self-contained: a temporary PGlite database, the data API, a mail catcher and the secure site, all on
// loopback ports of this process; logs in by email for a real session, then loads GET /v1/user and GET /health.
// `-- --abuse --seconds 60` runs the abuse mode instead (secureSiteAbuse.ts).
const args = new Map<string, string>()
for (let i = 2; i < process.argv.length; i++) {
  const name = process.argv[i]!.replace(/^--/, '')
  const value = process.argv[i + 1]
  if (value !== undefined && !value.startsWith('--')) {
    args.set(name, value)
    i++
  } else args.set(name, 'true')
}
const seconds = Number(args.get('seconds') ?? (args.has('abuse') ? 60 : 10))
const connections = Number(args.get('connections') ?? (args.has('abuse') ? 256 : 32))
if (args.has('abuse')) {
  const { runSecureSiteAbuse } = await import('./secureSiteAbuse.ts')
  await runSecureSiteAbuse({ seconds, connections })
  process.exit(0)
}
const hostOrigin = 'https://load.example'

const db = await openFreshPglite()
await migrateSecureSite(db)
await createProject(db, { id: 'load-test', name: 'Load', origins: [hostOrigin] })
const api = buildApiServer({ chains: devnetApiChains() }, { db })
await api.listen({ host: '127.0.0.1', port: 0 })
const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
const portOf = (address: AddressInfo | string | null) => (address as AddressInfo).port
const app = buildSecureSiteServer(
  {
    publicUrl: 'http://127.0.0.1',
    apiUrl: `http://127.0.0.1:${portOf(api.server.address())}`,
    smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort}`,
    mailFrom: 'Portico <login@portico.localhost>',
    masterKey: randomBytes(32),
    socialProviders: {},
    rpcUrls: new Map(),
    defaultChainId: 'eip155:31337',
  },
  { db },
)
await app.listen({ host: '127.0.0.1', port: 0 })
const baseUrl = `http://127.0.0.1:${portOf(app.server.address())}`
const headers = {
  'content-type': 'application/json',
  'x-portico-project-id': 'load-test',
  'x-portico-host-origin': hostOrigin,
}

async function post(path: string, body: object) {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return response.json() as Promise<Record<string, unknown>>
}

try {
  const email = 'load@example.test'
  // As the iframe does: a login secret for the login and a session key whose proof every call carries.
  const login = await createLoginSecret()
  const keys = await generateSessionKeyPair()
  await post('/v1/email/start', { email, deviceId: 'load-device-1', loginSecretHash: login.secretHash })
  let mail: CaughtMail | undefined
  for (let i = 0; i < 100 && !mail; i++) {
    mail = catcher.messages().find((m) => m.to.includes(email))
    if (!mail) await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
  if (!otp) throw new Error('The login code did not arrive')
  const { sessionToken } = await post('/v1/email/verify', {
    email,
    deviceId: 'load-device-1',
    otp,
    loginSecret: login.secret,
    publicKey: await exportSessionPublicKey(keys.publicKey),
  })
  // Proofs are single use, so a background loop keeps a stock of fresh ones for the requests to take.
  const proofs: string[] = []
  let signing = true
  const signer = (async () => {
    while (signing) {
      if (proofs.length < 2_000) {
        proofs.push(await createSessionProof(keys.privateKey, { method: 'GET', path: '/v1/user', body: '' }))
      } else await new Promise((resolve) => setTimeout(resolve, 5))
    }
  })()
  const withProof = {
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      // A request's own headers replace the run's, so all of them are given here.
      headers: {
        ...headers,
        authorization: `Bearer ${String(sessionToken)}`,
        [SESSION_PROOF_HEADER]: proofs.shift() ?? '',
      },
    }),
  }

  for (const [title, path, extra, requests] of [
    [
      'GET /v1/user (session lookup, proof check, user read)',
      '/v1/user',
      { authorization: `Bearer ${String(sessionToken)}` },
      [withProof],
    ],
    ['GET /health', '/health', {}, undefined],
  ] as const) {
    const result = await autocannon({
      url: `${baseUrl}${path}`,
      connections,
      duration: seconds,
      headers: { ...headers, ...extra },
      ...(requests ? { requests: [...requests] } : {}),
    })
    console.log(`${title}: ${connections} connections, ${seconds} s`)
    console.log(
      `  ${result.requests.average.toFixed(0)} req/s, latency ms p50 ${result.latency.p50} p99 ${result.latency.p99} max ${result.latency.max}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    )
  }
  signing = false
  await signer
} finally {
  await app.close()
  await api.close()
  await catcher.stop()
  await db.close()
}
