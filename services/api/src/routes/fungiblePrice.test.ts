import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiConfigurations, devnetsPerFile, NATIVE } from '../../testing/apiConfigurations.ts'
import { devnetContracts, type RunningDevnet } from '../../testing/devnet.ts'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import type { Database } from '../db/database.ts'
import { openFreshPostgres, testDatabases } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'

const devnets = devnetsPerFile()
let devnet: RunningDevnet<31337 | 31339>
const eth = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const pusd = `eip155:31337:${devnetContracts.usd}`
const ptk = `eip155:31337:${devnetContracts.token18}`

beforeAll(async () => {
  devnet = await devnets.of(31337)
})
afterAll(async () => {
  await devnets.stopAll()
})

// The route stores nothing; the project check (§7: every call needs an existing projectId) reads the database.
describe.each(testDatabases)('POST /v1/fungible/price on $kind', ({ open }) => {
  let db: Database
  let app: ReturnType<typeof buildApiServer>
  beforeAll(async () => {
    const chains = devnetApiChains()
      .filter((chain) => chain.chainId === 31337)
      .map((chain) => ({ ...chain, rpcUrl: devnet.rpcUrl }))
    db = await open()
    await createProject(db, { id: 'test', name: 'test', origins: ['http://localhost:5173'] })
    app = buildApiServer({ chains }, { db })
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  const price = (payload: Record<string, unknown>, origin?: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      payload: { projectId: 'test', currency: 'usd', ...payload },
      ...(origin ? { headers: { origin } } : {}),
    })

  it('prices the native coin and ERC-20 tokens from the pool reserves against PUSD', async () => {
    const response = await price({ addresses: [eth, pusd, ptk] }, 'http://localhost:5173')
    expect(response.statusCode).toBe(200)
    const { fungibles } = response.json() as { fungibles: { symbol: string; price: number }[] }
    expect(fungibles.map((f) => f.symbol)).toEqual(['ETH', 'PUSD', 'PTK'])
    expect(fungibles[0]).toMatchObject({ name: 'Ether', iconUrl: '', address: eth })
    expect(fungibles[0]!.price).toBeCloseTo(3000, 6)
    expect(fungibles[1]!.price).toBe(1)
    expect(fungibles[2]!.price).toBeCloseTo(30, 6)
  })

  it('leaves out tokens it does not list or whose chain it does not serve', async () => {
    const unknown = `eip155:31337:${devnetContracts.nftCollection}`
    const response = await price({
      addresses: [`eip155:1:${devnetContracts.usd}`, unknown, `eip155:31337:${devnetContracts.token0}`],
    })
    expect(response.json()).toEqual({ fungibles: [] })
  })

  it('answers malformed bodies with 400 naming the field', async () => {
    expect((await price({ addresses: ['0x1234'] })).json().message).toBe(
      'addresses.0: must be a CAIP-10 token id such as eip155:31337:0x… (0xeeee…eeee for the native coin)',
    )
    expect((await price({ addresses: [] })).json().message).toBe('addresses: must name at least one token')
    expect((await price({ addresses: [eth], currency: 'eur' })).json().message).toBe(
      "currency: only 'usd' is supported",
    )
  })

  it("refuses an unknown projectId ('Invalid Project ID') and a foreign origin ('origin not allowed')", async () => {
    const unknown = await price({ projectId: 'nope', addresses: [eth] })
    expect(unknown.statusCode).toBe(403)
    expect(unknown.json().message).toBe('Invalid Project ID')
    const foreign = await price({ addresses: [eth] }, 'https://evil.example')
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json().message).toBe('origin not allowed')
  })
})

describe.each(apiConfigurations)('POST /v1/fungible/price on $name', (configuration) => {
  let chainDevnet: RunningDevnet<31337 | 31339>
  let db: Database
  let app: ReturnType<typeof buildApiServer>
  const { caipNetworkId } = configuration
  beforeAll(async () => {
    chainDevnet = await devnets.of(configuration.chainId)
    db = await openFreshPostgres()
    await createProject(db, { id: 'test', name: 'test', origins: [] })
    app = buildApiServer({ chains: [configuration.apiChain(chainDevnet.rpcUrl)] }, { db })
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  it('prices each token with the first configured source that prices it, and answers 0 for the rest', async () => {
    const asked = [
      ...configuration.prices,
      ...configuration.unpriced.map((t) => ({ ...t, price: 0, exact: true })),
    ]
    const response = await app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      payload: {
        projectId: 'test',
        currency: 'usd',
        addresses: asked.map((t) => `${caipNetworkId}:${t.address}`),
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    const { fungibles } = response.json() as {
      fungibles: { symbol: string; price: number; address: string }[]
    }
    expect(fungibles.map((f) => f.symbol)).toEqual(asked.map((t) => t.symbol))
    asked.forEach((expected, i) => {
      const { price, address } = fungibles[i]!
      expect(address).toBe(`${caipNetworkId}:${expected.address === NATIVE ? NATIVE : expected.address}`)
      if (expected.exact) expect(price, expected.symbol).toBeCloseTo(expected.price, 6)
      else expect(Math.abs(price / expected.price - 1), expected.symbol).toBeLessThan(0.05)
    })
  })
})
