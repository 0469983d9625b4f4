import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { useZodValidation } from '../http/zodValidation.ts'
import { acquireIndexerLease, recordChainHead } from '../indexer/indexerLease.ts'
import { healthRoutes } from './health.ts'

describe.each(testDatabases)('GET /health on $kind', ({ open }) => {
  let db: Database
  const app = Fastify()
  beforeAll(async () => {
    db = await open()
    useZodValidation(app)
    void app.register(healthRoutes, {
      db,
      chains: [{ caipNetworkId: 'eip155:31337' }, { caipNetworkId: 'eip155:31338' }],
    })
  })
  afterAll(async () => {
    await app.close()
    await db?.close()
  })

  it('answers the constant { status: ok } without a detail', async () => {
    const response = await app.inject('/health')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('with detail=indexer gives each chain its indexed block, head, lag and lease holder', async () => {
    const lease = { chainId: 'eip155:31337', holder: 'api-1@host:42', ttlMs: 60_000 }
    await acquireIndexerLease(db, lease)
    await recordChainHead(db, lease, 130n)
    await db.query(
      `INSERT INTO history_cursors (chain_id, last_block, last_block_hash) VALUES ($1, 120, '0xab')`,
      ['eip155:31337'],
    )
    const response = await app.inject('/health?detail=indexer')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'ok',
      indexer: {
        chains: [
          { chainId: 'eip155:31337', indexedBlock: 120, head: 130, lag: 10, leaseHolder: 'api-1@host:42' },
          {
            chainId: 'eip155:31338',
            indexedBlock: null,
            head: null,
            lag: null,
            leaseHolder: null,
            leaseExpiresAt: null,
          },
        ],
      },
    })
    const expires = Date.parse(body.indexer.chains[0].leaseExpiresAt)
    expect(expires - Date.now()).toBeGreaterThan(50_000)
    expect(expires - Date.now()).toBeLessThanOrEqual(60_000)
  })

  it('shows no holder once the lease has run out, and refuses an unknown detail', async () => {
    await acquireIndexerLease(db, { chainId: 'eip155:31337', holder: 'api-1@host:42', ttlMs: 1 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const { indexer } = (await app.inject('/health?detail=indexer')).json()
    expect(indexer.chains[0]).toMatchObject({ leaseHolder: null, leaseExpiresAt: null, lag: 10 })
    const bad = await app.inject('/health?detail=everything')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe("detail: the only detail is 'indexer'")
  })
})
