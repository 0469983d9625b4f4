import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccounts } from '../../testing/devnet.ts'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import type { Database } from '../db/database.ts'
import { openFreshPostgres } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'

// Nothing listens on port 9: every call to this "node" fails, and its URL carries a provider key.
const secretRpcUrl = 'http://127.0.0.1:9/v3/SECRET-RPC-KEY'
const logLines: string[] = []
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk))
    done()
  },
})

let db: Database
let app: ReturnType<typeof buildApiServer>
beforeAll(async () => {
  db = await openFreshPostgres()
  await createProject(db, { id: 'errors', name: 'Errors', origins: [] })
  const chains = devnetApiChains().map((chain) => ({ ...chain, rpcUrl: secretRpcUrl }))
  app = buildApiServer({ chains }, { db, logger: { stream: logStream } })
})
afterAll(async () => {
  await app?.close()
  await db?.close()
})

const account = `eip155:31337:${devnetAccounts[1]!.address}`

describe('error replies and request logs', () => {
  it('attack: a failing chain node does not reveal its RPC URL, and the reply names a request id', async () => {
    const response = await app.inject(
      `/v1/account/${devnetAccounts[1]!.address}/balance?projectId=errors&currency=usd&chainId=eip155:31337`,
    )
    expect(response.statusCode).toBe(502)
    expect(response.body).not.toContain('SECRET-RPC-KEY')
    expect(response.body).not.toContain('127.0.0.1:9')
    const requestId = response.headers['x-request-id']
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: `An upstream service did not answer as expected; try again later (request id ${requestId})`,
      requestId,
    })
  })

  it('attack: a failing SQL statement reaches the client as generic text, without SQL or a stack', async () => {
    await db.query('DROP TABLE smart_session_revocations')
    await db.query('DROP TABLE smart_sessions')
    const response = await app.inject(`/v1/sessions/${account}?projectId=errors`)
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toMatch(/smart_sessions|SELECT|relation|\bat\s/)
    expect(response.json().message).toBe(
      `Something went wrong on our side (request id ${response.headers['x-request-id']})`,
    )
  })

  it('attack: tokens in query strings and headers, and RPC keys in errors, stay out of the request log', async () => {
    await app.inject({
      url: `/v1/sessions/${account}?projectId=errors&token=SECRET-QUERY-TOKEN&signature=SECRET-SIG`,
      headers: { authorization: 'Bearer SECRET-BEARER', cookie: 'session=SECRET-COOKIE' },
    })
    const log = logLines.join('')
    expect(log).toContain('/v1/sessions/')
    expect(log).toContain('request failed')
    for (const secret of [
      'SECRET-QUERY-TOKEN',
      'SECRET-SIG',
      'SECRET-BEARER',
      'SECRET-COOKIE',
      'SECRET-RPC-KEY',
    ]) {
      expect(log).not.toContain(secret)
    }
  })
})
