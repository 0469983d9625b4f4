import { ConnectorNotFoundError, UserRejectedRequestError } from '@portico/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.ts'
import type { ConnectReturnType } from './connect.ts'
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

  it('a refused switch keeps the connection on the wallet chain and names the refusal (chainSwitchError)', async () => {
    const refusing = failingProvider(world.provider, 'wallet_switchEthereumChain', {
      code: 4001,
      message: 'no',
    })
    const adapter = world.createAdapter()
    const seen: unknown[] = []
    adapter.on('chainChanged', (change) => seen.push(change))
    const result = (await adapter.connect({ provider: refusing, chainId: 31338 })) as ConnectReturnType
    expect(result).toMatchObject({ address: world.address, chainId: 31337 })
    expect(result.chainSwitchError).toBeInstanceOf(UserRejectedRequestError)
    expect(result.chainSwitchError?.message).toBe('User rejected the request')
    expect(seen).toEqual([])

    const failing = failingProvider(world.provider, 'wallet_switchEthereumChain', {
      code: -32603,
      message: 'x',
    })
    const failed = (await world
      .createAdapter()
      .connect({ provider: failing, chainId: 31338 })) as ConnectReturnType
    expect(failed.chainSwitchError?.message).toBe(
      'Failed to switch to chain eip155:31338. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.',
    )
    expect(await world.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('silent (reconnection, §4): asks eth_accounts, never eth_requestAccounts, and fails with no account', async () => {
    const asked: string[] = []
    const recording = failingProvider(world.provider, 'eth_requestAccounts', { code: 4001 })
    const counting = {
      ...recording,
      request: (args: { method: string }) => (asked.push(args.method), recording.request(args as never)),
    }
    await world.createAdapter().connect({ provider: world.provider })
    const result = await world
      .createAdapter()
      .connect({ provider: counting as typeof recording, silent: true })
    expect(result.address).toBe(world.address)
    expect(asked).toEqual(['eth_accounts', 'eth_chainId'])

    const none = failingProvider(world.provider, 'eth_accounts', { code: 4100 })
    const empty = {
      ...none,
      request: async (args: { method: string }) =>
        args.method === 'eth_accounts' ? [] : none.request(args as never),
    }
    await expect(
      world.createAdapter().connect({ provider: empty as typeof none, silent: true }),
    ).rejects.toThrow('The wallet returned no account')
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
