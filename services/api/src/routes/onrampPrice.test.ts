import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther } from 'viem'
import { startDevnet } from '../../testing/devnet.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import {
  checkoutStatus,
  devnetOneChains,
  freshAddress,
  payCheckout,
  sandboxOnrampConfig,
  sellEthIntoPool,
  startCheckout,
} from '../../testing/onrampTestSupport.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'

// The sandbox prices ETH from a devnet pool that anyone can trade against. The price is fixed when the checkout
// is made, checked against the pool's time-averaged price, and never read again when the buyer pays.

const REFUSED = 'The price of ETH on Portico Devnet is more than 5 % away from its average; try again later'

describe.each(testDatabases)('on-ramp prices on $kind', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'test', name: 'test', origins: [] })
  })
  afterAll(async () => {
    await db?.close()
  })

  /** Each test moves the pool, so each gets its own devnet and an API reading it. */
  async function withDevnet(work: (rpcUrl: string, app: ReturnType<typeof buildApiServer>) => Promise<void>) {
    const devnet = await startDevnet({ chainId: 31337, port: 0 })
    const app = buildApiServer(
      { chains: devnetOneChains(devnet.rpcUrl), onramp: sandboxOnrampConfig() },
      { db },
    )
    try {
      await work(devnet.rpcUrl, app)
    } finally {
      await app.close()
      await devnet.stop()
    }
  }

  it('attack: a pool moved between quote and payment does not change the payout', async () => {
    await withDevnet(async (rpcUrl, app) => {
      const buyer = freshAddress(1)
      const path = await startCheckout(app, { address: buyer, asset: 'ETH', fiat: '100' })
      const quoted = await checkoutStatus(app, path)
      expect(quoted.status).toBe('pending')
      // The devnet pool prices ETH at about 3000 PUSD: 98.45 USD buys about 0.0328 ETH.
      expect(Number(quoted.cryptoAmount)).toBeGreaterThan(0.03)
      expect(Number(quoted.cryptoAmount)).toBeLessThan(0.035)
      // Dumping 100 ETH into the 100 ETH / 300,000 PUSD pool makes ETH four times cheaper there.
      await sellEthIntoPool(rpcUrl, parseEther('100'))
      const paid = await payCheckout(app, path)
      expect(paid.statusCode).toBe(200)
      const reader = createPublicClient({ transport: http(rpcUrl) })
      expect(await reader.getBalance({ address: buyer })).toBe(parseEther(quoted.cryptoAmount!))
      expect((await checkoutStatus(app, path)).cryptoAmount).toBe(quoted.cryptoAmount)
    })
  })

  it('attack: a quote from a pool that was just moved is refused', async () => {
    await withDevnet(async (rpcUrl, app) => {
      await sellEthIntoPool(rpcUrl, parseEther('100'))
      const quote = await app.inject({
        method: 'POST',
        url: '/v1/onramp/quote?projectId=test',
        payload: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'eip155:31337' },
      })
      expect(quote.statusCode).toBe(503)
      expect(quote.json().message).toBe(REFUSED)
      const url = await app.inject({
        method: 'POST',
        url: '/v1/generators/onrampurl?projectId=test',
        payload: {
          destinationWallets: [{ address: freshAddress(2), assets: ['ETH'] }],
          defaultNetwork: 'eip155:31337',
          presetFiatAmount: '100',
        },
      })
      expect(url.statusCode).toBe(503)
      expect(url.json().message).toBe(REFUSED)
    })
  })

  it('refuses to pay a checkout whose quote has expired, without sending', async () => {
    await withDevnet(async (rpcUrl, app) => {
      const buyer = freshAddress(3)
      const path = await startCheckout(app, { address: buyer, asset: 'ETH', fiat: '50' })
      await db.query(`UPDATE onramp_checkouts SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        path.split('/').at(-1),
      ])
      const paid = await payCheckout(app, path)
      expect(paid.statusCode).toBe(410)
      expect(paid.body).toContain('This price quote has expired')
      const reader = createPublicClient({ transport: http(rpcUrl) })
      expect(await reader.getBalance({ address: buyer })).toBe(0n)
      expect((await checkoutStatus(app, path)).status).toBe('failed')
    })
  })
})
