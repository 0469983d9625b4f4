import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, formatUnits, http } from 'viem'
import { apiConfigurations, devnetsPerFile, NATIVE } from '../../testing/apiConfigurations.ts'
import { devnetAccounts, devnetTokens, type RunningDevnet } from '../../testing/devnet.ts'
import type { GetBalanceResponse } from '@portico/common'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import type { Database } from '../db/database.ts'
import { openFreshPostgres } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'

const devnets = devnetsPerFile()
let devnet: RunningDevnet<31337 | 31339>
let db: Database
let app: ReturnType<typeof buildApiServer>
const holder = devnetAccounts[3]!.address

beforeAll(async () => {
  devnet = await devnets.of(31337)
  const chains = devnetApiChains().map((chain) =>
    chain.chainId === 31337 ? { ...chain, rpcUrl: devnet.rpcUrl } : chain,
  )
  db = await openFreshPostgres()
  await createProject(db, { id: 'test', name: 'test', origins: ['http://localhost:5173'] })
  app = buildApiServer({ chains, publicUrl: 'http://127.0.0.1:8787' }, { db })
})
afterAll(async () => {
  await app?.close()
  await devnets.stopAll()
  await db?.close()
})

const balanceUrl = (address: string, query = 'projectId=test&currency=usd&chainId=eip155:31337') =>
  `/v1/account/${address}/balance?${query}`

describe('GET /v1/account/{address}/balance', () => {
  it('answers the native balance the chain holds, and the held ERC-20 tokens with USD prices', async () => {
    const response = await app.inject(balanceUrl(holder))
    expect(response.statusCode).toBe(200)
    const { balances } = response.json() as GetBalanceResponse
    const onChain = await createPublicClient({ transport: http(devnet.rpcUrl) }).getBalance({
      address: holder,
    })

    const native = balances.find((b) => b.address === undefined)
    expect(native).toMatchObject({ symbol: 'ETH', chainId: 'eip155:31337', quantity: { decimals: '18' } })
    expect(native?.quantity.numeric).toBe(formatUnits(onChain, 18))
    expect(native?.price).toBeCloseTo(3000, 6)
    expect(native?.value).toBeCloseTo(Number(formatUnits(onChain, 18)) * 3000, 2)

    const pusd = devnetTokens.find((t) => t.symbol === 'PUSD')!
    const usdEntry = balances.find((b) => b.symbol === 'PUSD')
    expect(usdEntry).toMatchObject({
      address: `eip155:31337:${pusd.address}`,
      price: 1,
      quantity: { decimals: '6' },
    })
    expect(balances.find((b) => b.symbol === 'PTK')?.price).toBeCloseTo(30, 6)
  })

  it("gives each token this API's own icon, under its configured public URL, cached or not", async () => {
    for (const host of ['127.0.0.1:8787', 'localhost:8787']) {
      const response = await app.inject({ url: balanceUrl(holder), headers: { host } })
      const { balances } = response.json() as GetBalanceResponse
      expect(balances.find((b) => b.symbol === 'PUSD')?.iconUrl).toBe(
        'http://127.0.0.1:8787/public/getTokenImage/PUSD',
      )
    }
    const icon = await app.inject('/public/getTokenImage/PUSD?projectId=test')
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/)
  })

  it('leaves out tokens with 0 decimals (§3), even when the account holds them', async () => {
    const { balances } = (await app.inject(balanceUrl(holder))).json() as GetBalanceResponse
    expect(balances.map((b) => b.symbol)).not.toContain('WHOLE')
    expect(balances.every((b) => b.quantity.decimals !== '0')).toBe(true)
  })

  it('answers a malformed address with 400 and a message naming the problem', async () => {
    const response = await app.inject(balanceUrl('0x12345'))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      message: 'address: not a valid EVM address (expected 0x followed by 40 hexadecimal characters)',
    })
  })

  it('answers a missing or malformed chainId and a missing projectId with 400', async () => {
    const noChain = await app.inject(balanceUrl(holder, 'projectId=test'))
    expect(noChain.statusCode).toBe(400)
    expect(noChain.json().message).toMatch(/^chainId: /)

    const badChain = await app.inject(balanceUrl(holder, 'projectId=test&chainId=31337'))
    expect(badChain.json().message).toBe('chainId: must be a CAIP-2 network id such as eip155:31337')

    const noProject = await app.inject(balanceUrl(holder, 'chainId=eip155:31337'))
    expect(noProject.statusCode).toBe(400)
    expect(noProject.json().message).toMatch(/^projectId: /)
  })

  it('answers a well-formed chain it does not serve with an empty list (§7)', async () => {
    const unsupported = await app.inject(balanceUrl(holder, 'projectId=test&chainId=eip155:1'))
    expect(unsupported.statusCode).toBe(200)
    expect(unsupported.json()).toEqual({ balances: [] })
  })
})

describe.each(apiConfigurations)('GET /v1/account/{address}/balance on $name', (configuration) => {
  let devnet: RunningDevnet<31337 | 31339>
  let db: Database
  let app: ReturnType<typeof buildApiServer>
  const { caipNetworkId, holder } = configuration
  beforeAll(async () => {
    devnet = await devnets.of(configuration.chainId)
    db = await openFreshPostgres()
    await createProject(db, { id: 'test', name: 'test', origins: [] })
    app = buildApiServer({ chains: [configuration.apiChain(devnet.rpcUrl)] }, { db })
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  it('prices the held tokens with the configured sources, and gives 0 to a token none prices', async () => {
    const response = await app.inject(balanceUrl(holder, `projectId=test&chainId=${caipNetworkId}`))
    expect(response.statusCode).toBe(200)
    const { balances } = response.json() as GetBalanceResponse
    for (const expected of configuration.prices) {
      const entry = balances.find((b) =>
        expected.address === NATIVE
          ? b.address === undefined
          : b.address === `${caipNetworkId}:${expected.address}`,
      )
      expect(entry?.symbol, expected.symbol).toBe(expected.symbol)
      if (expected.exact) expect(entry!.price, expected.symbol).toBeCloseTo(expected.price, 6)
      else expect(Math.abs(entry!.price / expected.price - 1), expected.symbol).toBeLessThan(0.05)
      expect(entry!.value).toBeCloseTo(Number(entry!.quantity.numeric) * entry!.price, 6)
    }
    for (const unpriced of configuration.unpriced) {
      const entry = balances.find((b) => b.address === `${caipNetworkId}:${unpriced.address}`)
      expect(entry, unpriced.symbol).toMatchObject({ symbol: unpriced.symbol, price: 0, value: 0 })
    }
  })
})
