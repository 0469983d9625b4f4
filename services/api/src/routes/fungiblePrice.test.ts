import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetContracts, startDevnet, type RunningDevnet } from '../../testing/devnet.ts'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'

let devnet: RunningDevnet
const eth = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const pusd = `eip155:31337:${devnetContracts.usd}`
const ptk = `eip155:31337:${devnetContracts.token18}`

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
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
