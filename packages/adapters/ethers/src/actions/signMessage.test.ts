import { UserRejectedRequestError } from '@portico/common'
import { verifyMessage } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failingProvider } from '../../testing/failingProvider.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '../../testing/startWalletOnDevnets.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(3)
})
afterAll(() => world?.stop())

describe('signMessage', () => {
  it("signs with personal_sign through ethers' signer; ethers' verifyMessage gives back the address", async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const message = 'Sign in to Portico with ethers 6'
    const signature = await adapter.signMessage({ message, address: world.address })
    expect(verifyMessage(message, signature)).toBe(world.address)
  })

  it('maps a declined signature (ethers ACTION_REJECTED around 4001) to UserRejectedRequestError', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({
      provider: failingProvider(world.provider, 'personal_sign', { code: 4001, message: 'User denied' }),
    })
    const error = await adapter.signMessage({ message: 'x', address: world.address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ message: 'User rejected the request', rpcCode: 4001 })
    expect((error as Error).cause).toMatchObject({ code: 4001 })
  })
})
