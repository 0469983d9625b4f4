import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type RunningDevnet } from '../../testing/devnet.ts'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import {
  devnetOneChains,
  freshAddress,
  payCheckout,
  pusdBalance,
  sandboxOnrampConfig,
  startCheckout,
} from '../../testing/onrampTestSupport.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'

// The sandbox pays real (devnet) money out of a treasury, so it runs only when switched on, and only on the
// chains the operator listed as test chains.

let devnet: RunningDevnet
beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

describe.each(testDatabases)('the sandbox switch on $kind', ({ open }) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'test', name: 'test', origins: [] })
  })
  afterAll(async () => {
    await db?.close()
  })

  it('attack: without PORTICO_ONRAMP_SANDBOX the sandbox is not offered and its routes refuse', async () => {
    // A checkout link made while the sandbox ran must not be payable once it is off.
    const on = buildApiServer(
      { chains: devnetOneChains(devnet.rpcUrl), onramp: sandboxOnrampConfig() },
      { db },
    )
    const buyer = freshAddress(1)
    const path = await startCheckout(on, { address: buyer })
    await on.close()

    const off = buildApiServer({ chains: devnetOneChains(devnet.rpcUrl) }, { db })
    try {
      const options = (await off.inject({ url: '/v1/onramp/options?projectId=test' })).json()
      // Only §7's built-in list (Ethereum and Polygon), nothing the sandbox sells, and no provider to pick.
      expect(options.providers).toEqual([])
      expect(
        options.purchaseCurrencies.flatMap((currency: { networks: { chain_id: string }[] }) =>
          currency.networks.map((network) => network.chain_id),
        ),
      ).not.toContain('31337')
      const url = await off.inject({
        method: 'POST',
        url: '/v1/generators/onrampurl?projectId=test',
        payload: { destinationWallets: [{ address: buyer }], presetFiatAmount: '20' },
      })
      expect(url.statusCode).toBe(503)
      expect(url.json().message).toBe('The on-ramp is not enabled on this server')
      const paid = await payCheckout(off, path)
      expect(paid.statusCode).toBe(503)
      expect(paid.body).toContain('The on-ramp is not enabled on this server')
      const status = await off.inject({ url: `/v1/onramp/checkout/${path.split('/').at(-1)}?projectId=test` })
      expect(status.statusCode).toBe(503)
      expect(await pusdBalance(devnet.rpcUrl, buyer)).toBe(0n)
    } finally {
      await off.close()
    }
  })

  it('attack: a chain not listed as a test chain is neither offered nor sold', async () => {
    // Both chains point at the one devnet, so only the setting can stop the sale on 31338.
    const chains = devnetApiChains().map((chain) => ({ ...chain, rpcUrl: devnet.rpcUrl }))
    const app = buildApiServer({ chains, onramp: sandboxOnrampConfig({ testChainIds: [31337] }) }, { db })
    try {
      const options = (await app.inject({ url: '/v1/onramp/options?projectId=test' })).json()
      const offered = options.purchaseCurrencies.flatMap((currency: { networks: { chain_id: string }[] }) =>
        currency.networks.map((network) => network.chain_id),
      )
      expect(offered).toContain('31337')
      expect(offered).not.toContain('31338')
      const quote = await app.inject({
        method: 'POST',
        url: '/v1/onramp/quote?projectId=test',
        payload: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: 'eip155:31338' },
      })
      expect(quote.statusCode).toBe(400)
      expect(quote.json().message).toBe('body: ETH is not sold on eip155:31338')
      const url = await app.inject({
        method: 'POST',
        url: '/v1/generators/onrampurl?projectId=test',
        payload: {
          destinationWallets: [{ address: freshAddress(2), blockchains: ['eip155:31338'], assets: ['PUSD'] }],
          presetFiatAmount: '20',
        },
      })
      expect(url.statusCode).toBe(400)
      expect(url.json().message).toBe('destinationWallets: PUSD is not sold on eip155:31338')
    } finally {
      await app.close()
    }
  })
})
