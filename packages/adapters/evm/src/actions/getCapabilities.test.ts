import { MissingCapabilitiesAddressError, UnsupportedProviderMethodError } from '@portico/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failingProvider, overrideMethod } from '../../testing/failingProvider.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '../../testing/startWalletOnDevnets.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(4)
})
afterAll(() => world?.stop())

describe('getCapabilities', () => {
  it("§5: without an address gives 'Missing address parameter in wallet_getCapabilities request'", async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const error = await adapter.getCapabilities().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MissingCapabilitiesAddressError)
    expect(error).toMatchObject({ message: 'Missing address parameter in wallet_getCapabilities request' })
  })

  it('passes the wallet answer through, and names a wallet that lacks the method (4200)', async () => {
    const capabilities = { '0x7a69': { atomic: { status: 'unsupported' } } }
    let asked: unknown
    const answering = overrideMethod(world.provider, 'wallet_getCapabilities', async (params) => {
      asked = params
      return capabilities
    })
    const adapter = world.createAdapter()
    await adapter.connect({ provider: answering })
    expect(await adapter.getCapabilities(world.address)).toEqual(capabilities)
    expect(asked).toEqual([world.address])

    const lacking = world.createAdapter()
    await lacking.connect({
      provider: failingProvider(world.provider, 'wallet_getCapabilities', { code: 4200, message: 'no' }),
    })
    const error = await lacking.getCapabilities(world.address).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnsupportedProviderMethodError)
    expect(error).toMatchObject({ rpcCode: 4200, details: 'wallet_getCapabilities: no' })
  })
})
