import { RequestBeforeConnectError, UserRejectedRequestError } from '@portico/common'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failingProvider } from '../../testing/failingProvider.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '../../testing/startWalletOnDevnets.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(7)
})
afterAll(() => world?.stop())

describe('signMessage', () => {
  it('returns a personal_sign signature that viem verifies for the account', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const message = 'Sign in to Portico'
    const signature = await adapter.signMessage({ message, address: world.address })
    expect(await verifyMessage({ address: world.address, message, signature })).toBe(true)
  })

  it('maps a declined signature (EIP-1193 4001) to UserRejectedRequestError, keeping the code', async () => {
    const adapter = world.createAdapter()
    const declining = failingProvider(world.provider, 'personal_sign', { code: 4001, message: 'Declined' })
    await adapter.connect({ provider: declining })
    const error = await adapter
      .signMessage({ message: 'hello', address: world.address })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ rpcCode: 4001 })
  })

  it("§8: signing before connect gives 'Please call connect() before request()'", async () => {
    await expect(
      world.createAdapter().signMessage({ message: 'hello', address: world.address }),
    ).rejects.toThrow(new RequestBeforeConnectError())
    expect(new RequestBeforeConnectError().message).toBe('Please call connect() before request()')
  })
})
