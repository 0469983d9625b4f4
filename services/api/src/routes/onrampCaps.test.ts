import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseUnits } from 'viem'
import { devnetAccounts, startDevnet, type RunningDevnet } from '../../testing/devnet.ts'
import type { Database } from '../db/database.ts'
import { bothTestDatabases } from '../db/testDatabases.ts'
import { DEFAULT_ONRAMP_CONFIG } from '../onramp/onrampConfig.ts'
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

// What the sandbox's treasury can lose in a day is bounded: caps per destination, per client IP and per
// project hold under parallel payments, one checkout pays out once, and the treasury keeps a floor.

let devnet: RunningDevnet
beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

/** 20 USD less 1.5 % and 0.05 buys 19.65 PUSD. */
const PAYOUT = parseUnits('19.65', 6)
const caps = DEFAULT_ONRAMP_CONFIG.dailyCaps

describe.each(bothTestDatabases)('on-ramp limits on $kind', ({ kind, open }) => {
  let db: Database
  const base = kind === 'postgres' ? 1000 : 2000
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'test', name: 'test', origins: [] })
    await createProject(db, { id: 'capped', name: 'capped', origins: [] })
  })
  afterAll(async () => {
    await db?.close()
  })

  /** Makes `count` checkouts of 20 USD of PUSD, pays them all at once, and counts answers and PUSD sent. */
  async function payInParallel(
    onramp: ReturnType<typeof sandboxOnrampConfig>,
    shape: (index: number) => { address: `0x${string}`; ip: string; projectId: string },
    count = 5,
  ) {
    const app = buildApiServer({ chains: devnetOneChains(devnet.rpcUrl), onramp }, { db })
    try {
      const orders = Array.from({ length: count }, (_, index) => shape(index))
      const paths = await Promise.all(orders.map((order) => startCheckout(app, order)))
      const buyers = [...new Set(orders.map(({ address }) => address))]
      const before = await Promise.all(buyers.map((address) => pusdBalance(devnet.rpcUrl, address)))
      const answers = await Promise.all(paths.map((path, index) => payCheckout(app, path, orders[index]!.ip)))
      const after = await Promise.all(buyers.map((address) => pusdBalance(devnet.rpcUrl, address)))
      const sent = after.reduce((sum, balance, index) => sum + balance - before[index]!, 0n)
      const statuses = answers.map((answer) => answer.statusCode).sort()
      return { statuses, sent, answers }
    } finally {
      await app.close()
    }
  }

  it('attack: parallel payments to one destination stop at its daily cap', async () => {
    const address = freshAddress(base + 1)
    const { statuses, sent, answers } = await payInParallel(
      sandboxOnrampConfig({ dailyCaps: { ...caps, destination: { usd: 1000, payouts: 2 } } }),
      (index) => ({ address, ip: `198.51.100.${index + 1}`, projectId: 'test' }),
    )
    expect(statuses).toEqual([200, 200, 429, 429, 429])
    expect(sent).toBe(2n * PAYOUT)
    expect(answers.find((answer) => answer.statusCode === 429)!.body).toContain(
      'over the daily limit for this address',
    )
  })

  it('attack: parallel payments from one IP stop at its daily cap', async () => {
    const { statuses, sent } = await payInParallel(
      sandboxOnrampConfig({ dailyCaps: { ...caps, ip: { usd: 50, payouts: 100 } } }),
      (index) => ({ address: freshAddress(base + 10 + index), ip: '203.0.113.7', projectId: 'test' }),
    )
    expect(statuses).toEqual([200, 200, 429, 429, 429])
    expect(sent).toBe(2n * PAYOUT)
  })

  it('attack: parallel payments of one project stop at its daily cap', async () => {
    const { statuses, sent } = await payInParallel(
      sandboxOnrampConfig({ dailyCaps: { ...caps, project: { usd: 10_000, payouts: 3 } } }),
      (index) => ({
        address: freshAddress(base + 20 + index),
        ip: `198.51.100.${50 + index}`,
        projectId: 'capped',
      }),
    )
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    expect(sent).toBe(3n * PAYOUT)
  })

  it('attack: eight parallel payments of one checkout send once', async () => {
    const app = buildApiServer(
      { chains: devnetOneChains(devnet.rpcUrl), onramp: sandboxOnrampConfig() },
      { db },
    )
    try {
      const buyer = freshAddress(base + 30)
      const path = await startCheckout(app, { address: buyer })
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => payCheckout(app, path, `192.0.2.${index + 10}`)),
      )
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200, 409, 409, 409, 409, 409, 409, 409,
      ])
      expect(await pusdBalance(devnet.rpcUrl, buyer)).toBe(PAYOUT)
    } finally {
      await app.close()
    }
  })

  it('attack: a payout that would take the treasury below its floor is refused and nothing is sent', async () => {
    const treasury = devnetAccounts[0]!.address
    const held = Number(await pusdBalance(devnet.rpcUrl, treasury)) / 1e6
    // 10 PUSD above the floor: the 19.65 PUSD payout would cross it.
    const app = buildApiServer(
      {
        chains: devnetOneChains(devnet.rpcUrl),
        onramp: sandboxOnrampConfig({ treasuryFloorUsd: held - 10 }),
      },
      { db },
    )
    try {
      const buyer = freshAddress(base + 40)
      const path = await startCheckout(app, { address: buyer })
      const paid = await payCheckout(app, path)
      expect(paid.statusCode).toBe(503)
      expect(paid.body).toContain('The sandbox treasury is running low')
      expect(await pusdBalance(devnet.rpcUrl, buyer)).toBe(0n)
      expect(await pusdBalance(devnet.rpcUrl, treasury)).toBe(parseUnits(held.toFixed(6), 6))
      expect(await checkoutStatus(app, path)).toMatchObject({ status: 'failed' })
    } finally {
      await app.close()
    }
  })
})
