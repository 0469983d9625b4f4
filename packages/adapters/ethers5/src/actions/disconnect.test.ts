import { DisconnectFailedError } from '@portico/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failingProvider } from '../../testing/failingProvider.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '../../testing/startWalletOnDevnets.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(1)
})
afterAll(() => world?.stop())

describe('disconnect', () => {
  it('revokes the account permission (wallet_revokePermissions) and reports disconnect once', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    let disconnects = 0
    adapter.on('disconnect', () => disconnects++)

    await adapter.disconnect()

    expect(await world.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(disconnects).toBe(1)
  })

  it('forgets a wallet that does not support the revoke method (4200)', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({
      provider: failingProvider(world.provider, 'wallet_revokePermissions', { code: 4200, message: 'no' }),
    })
    await adapter.disconnect()
    await expect(adapter.signMessage({ message: 'x', address: world.address })).rejects.toThrow(
      'Please call connect() before request()',
    )
  })

  it("§8: any other revoke failure gives 'Failed to disconnect' and keeps the connection", async () => {
    const adapter = world.createAdapter()
    await adapter.connect({
      provider: failingProvider(world.provider, 'wallet_revokePermissions', {
        code: -32603,
        message: 'boom',
      }),
    })
    const error = await adapter.disconnect().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DisconnectFailedError)
    expect(error).toMatchObject({ message: 'Failed to disconnect' })
    await expect(adapter.signMessage({ message: 'x', address: world.address })).resolves.toMatch(/^0x/)
  })
})
