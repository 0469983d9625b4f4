import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type RunningDevnet } from '../../testing/devnet.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import {
  checkoutStatus,
  devnetOneChains,
  freshAddress,
  payCheckout,
  pusdBalance,
  sandboxOnrampConfig,
  startCheckout,
} from '../../testing/onrampTestSupport.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'

// An RPC provider's error text can name its URL and API key; the buyer sees only generic words.

const SECRET = 'https://rpc.internal.example/v3/SECRET-KEY-42'

let devnet: RunningDevnet
let proxy: Server
let proxyUrl: string
beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  // Forwards every call to the devnet but refuses to broadcast, naming its secret URL as real providers do.
  proxy = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string }
      if (call.method === 'eth_sendRawTransaction') {
        response.setHeader('content-type', 'application/json')
        response.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id: call.id,
            error: { code: 3, message: `execution reverted: upstream ${SECRET} is over quota` },
          }),
        )
        return
      }
      void fetch(devnet.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          response.setHeader('content-type', 'application/json')
          response.end(await answer.text())
        })
        .catch((error: unknown) => {
          response.statusCode = 502
          response.end(String(error))
        })
    })
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve))
  await devnet?.stop()
})

describe.each(testDatabases)('on-ramp upstream errors on $kind', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'test', name: 'test', origins: [] })
  })
  afterAll(async () => {
    await db?.close()
  })

  it('attack: an RPC error naming its URL and key reaches the buyer as generic text', async () => {
    const app = buildApiServer({ chains: devnetOneChains(proxyUrl), onramp: sandboxOnrampConfig() }, { db })
    try {
      const buyer = freshAddress(3000)
      const path = await startCheckout(app, { address: buyer })
      const paid = await payCheckout(app, path)
      expect(paid.statusCode).toBe(502)
      expect(paid.body).toContain('The transfer could not be sent')
      expect(paid.body).not.toMatch(/SECRET|rpc\.internal|127\.0\.0\.1/)
      const status = await checkoutStatus(app, path)
      expect(status).toMatchObject({ status: 'failed', failure: 'The transfer could not be sent' })
      expect(JSON.stringify(status)).not.toMatch(/SECRET|rpc\.internal|127\.0\.0\.1/)
      expect(await pusdBalance(devnet.rpcUrl, buyer)).toBe(0n)
    } finally {
      await app.close()
    }
  })
})
