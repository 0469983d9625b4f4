import { ConnectorNotFoundError, UserRejectedRequestError } from '@portico/common'
import type { ChainAdapterEventMap } from '@portico/core'
import { devnetAccounts } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Ethers5Adapter } from '../Ethers5Adapter.ts'
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

  it('learns its networks from createAppKit unless the constructor was given some', () => {
    const adapter = new Ethers5Adapter()
    expect(adapter.networks).toEqual([])
    adapter.setNetworks([world.networkOne, world.networkTwo])
    expect(adapter.networks).toEqual([world.networkOne, world.networkTwo])
    const own = new Ethers5Adapter({ networks: [world.networkTwo] })
    own.setNetworks([world.networkOne])
    expect(own.networks).toEqual([world.networkTwo])
  })

  it('finds the provider of a known connector by its id', async () => {
    const adapter = new Ethers5Adapter({
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

  it('reports the chain the wallet moves to on its own, once', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const changes: ChainAdapterEventMap['chainChanged'][] = []
    adapter.on('chainChanged', (change) => changes.push(change))
    await world.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await world.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(changes).toEqual([
      { chainId: 31338, caipNetworkId: 'eip155:31338' },
      { chainId: 31337, caipNetworkId: 'eip155:31337' },
    ])
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

describe('wallet events', () => {
  it('reports an account chosen in the wallet (accountsChanged), checksummed', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const seen: ChainAdapterEventMap['accountsChanged'][] = []
    adapter.on('accountsChanged', (change) => seen.push(change))

    const other = world.wallet.selectAccount(devnetAccounts[6]!.privateKey)
    world.wallet.selectAccount(devnetAccounts[5]!.privateKey)

    expect(seen).toEqual([
      { address: other, accounts: [other] },
      { address: world.address, accounts: [world.address] },
    ])
  })

  it('reports disconnect once when the wallet drops every account', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    let disconnects = 0
    adapter.on('disconnect', () => disconnects++)
    await world.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    await world.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(disconnects).toBe(1)
    await expect(adapter.signMessage({ message: 'x', address: world.address })).rejects.toThrow(
      'Please call connect() before request()',
    )
  })
})
