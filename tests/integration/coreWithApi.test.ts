// Core's client-side rules against the real API on a real devnet: analytics events land in the API's
// database (§7), and identity sync shows a name registered through the API (§4).
import { createAppKitCore, createMemoryStorage, type AnnouncedProviderSource } from '@portico/core'
import { devnetAccounts } from '@portico/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApiOnDevnet, type ApiOnDevnet } from './support/startApiOnDevnet.ts'

let world: ApiOnDevnet
beforeAll(async () => {
  world = await startApiOnDevnet()
})
afterAll(async () => {
  await world?.stop()
})

function announcing(provider: unknown): AnnouncedProviderSource {
  const detail = {
    info: { rdns: 'io.portico.devwallet', uuid: 'dev-1', name: 'Portico Dev Wallet', icon: 'data:,' },
    provider,
  }
  return { subscribe: (listener) => (listener([detail] as never, {} as never), () => undefined) }
}

async function registerName(accountIndex: number, name: string): Promise<void> {
  const account = privateKeyToAccount(devnetAccounts[accountIndex]!.privateKey)
  const coinType = (0x80000000 | 31337) >>> 0
  const nonceReply = await fetch(`${world.apiUrl}/v1/profile/nonce?projectId=${world.projectId}`, {
    method: 'POST',
  })
  const { nonce, service } = (await nonceReply.json()) as { nonce: string; service: string }
  const timestamp = Math.floor(Date.now() / 1000)
  const message = JSON.stringify({ name, attributes: {}, timestamp, service, coinType, nonce })
  const response = await fetch(`${world.apiUrl}/v1/profile/account?projectId=${world.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: coinType,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  expect(response.status).toBeLessThan(300)
}

describe('core against the real API', () => {
  it('connects, shows the registered name and stores the tracked events', async () => {
    // Account 9 has no ENS name on the devnet (an ENS name would be shown before the Portico one).
    await registerName(9, 'integration-nine.reown.id')
    const wallet = world.walletFor(9)
    const core = createAppKitCore(
      { projectId: world.projectId, networks: [world.network], endpoints: { api: world.apiUrl } },
      { announcedProviders: announcing(wallet.provider), storage: createMemoryStorage() },
    )
    await core.open()
    const { balanceLoaded } = await core.connect('io.portico.devwallet')
    await balanceLoaded
    expect(Number(core.stores.account.getState().balance)).toBeGreaterThan(0)
    await vi.waitFor(
      () => expect(core.stores.account.getState().profileName).toBe('integration-nine.reown.id'),
      {
        timeout: 10_000,
      },
    )

    core.destroy() // sends what is queued
    await vi.waitFor(
      async () => {
        const rows = await world.db.query<{ event: string; address: string | null; domain: string }>(
          'SELECT event, address, domain FROM analytics_events WHERE project_id = $1 ORDER BY occurred_at',
          [world.projectId],
        )
        expect(rows.map(({ event }) => event)).toContain('CONNECT_SUCCESS')
        expect(rows.find(({ event }) => event === 'CONNECT_SUCCESS')?.address).toBe(wallet.address)
      },
      { timeout: 10_000 },
    )
  })
})
