import { MissingCapabilitiesAddressError, UnsupportedProviderMethodError } from '@portico/common'
import { devnetAccounts } from '@portico/devnet'
import { JsonRpcProvider } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failingProvider } from '../../testing/failingProvider.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '../../testing/startWalletOnDevnets.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(4)
})
afterAll(() => world?.stop())

describe('getCapabilities and sendCalls (EIP-5792, raw wallet requests)', () => {
  it("§5: without an address gives 'Missing address parameter in wallet_getCapabilities request'", async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const error = await adapter.getCapabilities().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MissingCapabilitiesAddressError)
    expect(error).toMatchObject({ message: 'Missing address parameter in wallet_getCapabilities request' })
  })

  it("returns the wallet's capabilities by hex chain id", async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    expect(await adapter.getCapabilities(world.address)).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
  })

  it('sends a batch with wallet_sendCalls; every call lands on chain', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const chain = new JsonRpcProvider(world.networkOne.rpcUrls.default.http[0], 31337, {
      staticNetwork: true,
      cacheTimeout: -1,
    })
    const [bob, carol] = [devnetAccounts[8]!.address, devnetAccounts[9]!.address]
    const before = [await chain.getBalance(bob), await chain.getBalance(carol)]

    const id = await adapter.sendCalls({
      address: world.address,
      calls: [
        { to: bob, value: 5n },
        { to: carol, value: 7n },
      ],
    })
    expect(id).toMatch(/^0x/)
    const status = (await world.provider.request({
      method: 'wallet_getCallsStatus',
      params: [id],
    } as never)) as {
      receipts?: { transactionHash: string }[]
    }
    for (const receipt of status.receipts ?? []) await chain.waitForTransaction(receipt.transactionHash)

    expect([await chain.getBalance(bob), await chain.getBalance(carol)]).toEqual([
      before[0]! + 5n,
      before[1]! + 7n,
    ])
    chain.destroy()
  })

  it('names a wallet without EIP-5792 (4200) for both requests', async () => {
    const lacking = failingProvider(
      failingProvider(world.provider, 'wallet_getCapabilities', { code: 4200, message: 'no' }),
      'wallet_sendCalls',
      { code: 4200, message: 'no' },
    )
    const adapter = world.createAdapter()
    await adapter.connect({ provider: lacking })
    const error = await adapter.getCapabilities(world.address).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnsupportedProviderMethodError)
    expect(error).toMatchObject({ rpcCode: 4200, details: 'wallet_getCapabilities: no' })
    await expect(
      adapter.sendCalls({ address: world.address, calls: [{ to: world.address }] }),
    ).rejects.toBeInstanceOf(UnsupportedProviderMethodError)
  })
})
