import { ConnectorNotFoundError, UserRejectedRequestError } from '@portico/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.ts'
import { failingProvider } from '../../testing/failingProvider.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '../../testing/startWalletOnDevnets.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(5)
})
afterAll(() => world?.stop())

describe('connect', () => {
  it('returns the account and chain the wallet reports (eth_requestAccounts + eth_chainId)', async () => {
    const result = await world.createAdapter().connect({ provider: world.provider })
    expect(result).toEqual({ address: world.address, chainId: 31337, accounts: [world.address] })
  })

  it('finds the provider of a known connector by its id', async () => {
    const adapter = createEvmAdapter({
      networks: [world.networkOne],
      getConnectors: () => [
        {
          id: 'io.portico.devwallet',
          name: 'Portico Dev Wallet',
          imageUrl: 'data:image/svg+xml,',
          type: 'INJECTED',
          chain: 'eip155',
          provider: world.provider,
        },
      ],
    })
    expect((await adapter.connect({ connectorId: 'io.portico.devwallet' })).address).toBe(world.address)
    await expect(adapter.connect({ connectorId: 'io.unknown' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
  })

  it('asks the wallet to move to the requested chain when it is elsewhere', async () => {
    const adapter = world.createAdapter()
    expect((await adapter.connect({ provider: world.provider, chainId: 31338 })).chainId).toBe(31338)
    expect(await world.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await adapter.switchNetwork({ caipNetwork: world.networkOne })
  })

  it('maps a declined connection (EIP-1193 4001) to UserRejectedRequestError, keeping the code', async () => {
    const declining = failingProvider(world.provider, 'eth_requestAccounts', {
      code: 4001,
      message: 'User rejected the request.',
    })
    const error = await world
      .createAdapter()
      .connect({ provider: declining })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ rpcCode: 4001, message: 'User rejected the request' })
  })
})
