import { UserRejectedRequestError } from '@portico/common'
import { utils } from 'ethers'
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
    const message = 'Sign in to Portico with ethers 5'
    const signature = await adapter.signMessage({ message, address: world.address })
    expect(utils.verifyMessage(message, signature)).toBe(world.address)
  })

  it('maps a declined signature (ethers 5 ACTION_REJECTED on "user denied", without the code) to UserRejectedRequestError', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({
      provider: failingProvider(world.provider, 'personal_sign', { code: 4001, message: 'User denied' }),
    })
    const error = await adapter.signMessage({ message: 'x', address: world.address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ message: 'User rejected the request', rpcCode: 4001 })
    expect((error as Error).cause).toMatchObject({ code: 4001 })
    expect(((error as Error).cause as { cause?: unknown }).cause).toMatchObject({ code: 'ACTION_REJECTED' })
  })

  it('keeps the code of a 4001 whose message ethers 5 does not recognise', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({
      provider: failingProvider(world.provider, 'personal_sign', { code: 4001, message: 'Request declined' }),
    })
    const error = await adapter.signMessage({ message: 'x', address: world.address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ rpcCode: 4001 })
  })
})
