import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccounts, startDevnet, type RunningDevnet } from '../../testing/devnet.ts'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import { loadPublicUrl } from '../config/publicUrl.ts'
import { listenUrl } from './publicUrl.ts'
import type { Database } from '../db/database.ts'
import { openFreshPostgres } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'

const publicUrl = 'https://api.portico.test'
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }

let devnet: RunningDevnet
let db: Database
let app: ReturnType<typeof buildApiServer>
beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  const chains = devnetApiChains().map((chain) =>
    chain.chainId === 31337 ? { ...chain, rpcUrl: devnet.rpcUrl } : chain,
  )
  db = await openFreshPostgres()
  await createProject(db, { id: 'links', name: 'Links', origins: [] })
  app = buildApiServer({ chains, publicUrl }, { db })
})
afterAll(async () => {
  await app?.close()
  await devnet?.stop()
  await db?.close()
})

const urlsIn = (text: string) => text.match(/https?:\/\/[^"\s]+/g) ?? []

describe('links in replies', () => {
  it('attack: a forged Host header does not change any URL in a reply', async () => {
    const holder = devnetAccounts[3]!.address
    const replies = [
      await app.inject({
        url: `/v1/account/${holder}/balance?projectId=links&currency=usd&chainId=eip155:31337`,
        headers: forged,
      }),
      // Cached now: the cached reply must not carry the forged host either.
      await app.inject({
        url: `/v1/account/${holder}/balance?projectId=links&currency=usd&chainId=eip155:31337`,
        headers: forged,
      }),
    ]
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200)
      const urls = urlsIn(reply.body)
      expect(urls.length).toBeGreaterThan(0)
      for (const url of urls) expect(url.startsWith(`${publicUrl}/`)).toBe(true)
    }
  })

  it('defaults the public URL to the listen address, and refuses a configured one with a query', async () => {
    expect(listenUrl({ address: '0.0.0.0', family: 'IPv4', port: 9000 })).toBe('http://127.0.0.1:9000')
    expect(loadPublicUrl({ PORTICO_API_PUBLIC_URL: 'https://api.example.com/' })).toBe(
      'https://api.example.com',
    )
    expect(loadPublicUrl({})).toBeUndefined()
    expect(() => loadPublicUrl({ PORTICO_API_PUBLIC_URL: 'https://api.example.com/?a=1' })).toThrow(
      'PORTICO_API_PUBLIC_URL must be an http(s) URL without credentials, query or fragment',
    )
    const listening = buildApiServer({ chains: [] }, { db })
    try {
      const url = await listening.listen({ host: '127.0.0.1', port: 0 })
      expect(listening.publicUrl).toBe(url)
    } finally {
      await listening.close()
    }
  })
})
