import { SwitchChainNotApprovedError, UserRejectedRequestError } from '@portico/common'
import type { ChainAdapterEventMap } from '@portico/core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { failingProvider, overrideMethod } from '../../testing/failingProvider.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '../../testing/startWalletOnDevnets.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(1)
})
afterAll(() => world?.stop())
beforeEach(async () => {
  // Every test starts with the wallet on 31337.
  await world.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
})

const switchMessage = (id: number) =>
  `Failed to switch to chain eip155:${id}. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.`

describe('switchNetwork', () => {
  it('moves the wallet between 31337 and 31338 and reports chainChanged once per move', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const changes: ChainAdapterEventMap['chainChanged'][] = []
    adapter.on('chainChanged', (change) => changes.push(change))

    await adapter.switchNetwork({ caipNetwork: world.networkTwo })
    expect(await world.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await adapter.switchNetwork({ caipNetwork: world.networkOne })

    expect(changes).toEqual([
      { chainId: 31338, caipNetworkId: 'eip155:31338' },
      { chainId: 31337, caipNetworkId: 'eip155:31337' },
    ])
  })

  it('a chain the wallet does not know (4902) is added with wallet_addEthereumChain, then switched to', async () => {
    const methods: string[] = []
    const watched = ['wallet_switchEthereumChain', 'wallet_addEthereumChain'].reduce(
      (provider, method) =>
        overrideMethod(provider, method, (params) => {
          methods.push(method)
          return world.provider.request({ method, params } as never)
        }),
      world.provider,
    )
    const adapter = world.createAdapter()
    await adapter.connect({ provider: watched })
    const unknown = {
      ...world.networkTwo,
      id: 424242,
      caipNetworkId: 'eip155:424242' as const,
      name: 'Elsewhere',
    }

    await adapter.switchNetwork({ caipNetwork: unknown })

    expect(methods).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(await world.provider.request({ method: 'eth_chainId' })).toBe('0x67932')
  })

  it('§8: when adding the chain fails too, the exact switch message with the wallet error as cause', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({
      provider: failingProvider(world.provider, 'wallet_addEthereumChain', { code: -32603, message: 'no' }),
    })
    const unknown = { ...world.networkTwo, id: 434343, caipNetworkId: 'eip155:434343' as const }
    const error = await adapter.switchNetwork({ caipNetwork: unknown }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SwitchChainNotApprovedError)
    expect((error as Error).message).toBe(switchMessage(434343))
    expect(await world.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('§5: a chain neither approved nor switchable is refused without asking the wallet', async () => {
    let asked = 0
    const adapter = world.createAdapter()
    await adapter.connect({
      provider: overrideMethod(world.provider, 'wallet_switchEthereumChain', async () => void asked++),
    })
    await expect(
      adapter.switchNetwork({
        caipNetwork: world.networkTwo,
        approvedChains: ['0x7a69'],
        walletMethods: ['personal_sign'],
      }),
    ).rejects.toThrow(switchMessage(31338))
    expect(asked).toBe(0)
  })

  it('maps a declined switch (4001) to UserRejectedRequestError; connect keeps the connection and names it', async () => {
    const declining = failingProvider(world.provider, 'wallet_switchEthereumChain', {
      code: 4001,
      message: 'User rejected the request.',
    })
    const adapter = world.createAdapter()
    const connected = await adapter.connect({ provider: declining, chainId: 31338 })
    expect(connected).toMatchObject({ address: world.address, chainId: 31337 })
    expect(connected.chainSwitchError).toBeInstanceOf(UserRejectedRequestError)

    const error = await adapter
      .switchNetwork({ caipNetwork: world.networkTwo })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ message: 'User rejected the request', rpcCode: 4001 })
  })
})
