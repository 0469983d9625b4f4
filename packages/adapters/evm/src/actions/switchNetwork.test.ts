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

/** The real wallet, counting the requests it gets by method. */
function countingWallet(counts: Record<string, number>, ...methods: string[]) {
  return methods.reduce(
    (provider, method) =>
      overrideMethod(provider, method, (params) => {
        counts[method] = (counts[method] ?? 0) + 1
        return world.provider.request({ method, params } as never)
      }),
    world.provider,
  )
}

describe('switchNetwork', () => {
  it('moves the wallet between 31337 and 31338 and reports chainChanged once per move', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const changes: ChainAdapterEventMap['chainChanged'][] = []
    adapter.on('chainChanged', (change) => changes.push(change))

    await adapter.switchNetwork({ caipNetwork: world.networkTwo })
    expect(await world.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await adapter.switchNetwork({ caipNetwork: world.networkOne })
    expect(await world.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')

    expect(changes).toEqual([
      { chainId: 31338, caipNetworkId: 'eip155:31338' },
      { chainId: 31337, caipNetworkId: 'eip155:31337' },
    ])
  })

  it('§8: a chain the wallet does not know (4902) is offered with wallet_addEthereumChain; if that fails, the exact message', async () => {
    const counts: Record<string, number> = {}
    const adapter = world.createAdapter()
    // The dev wallet would add the chain: this one refuses the addition, as a wallet with a bad RPC URL would.
    const refusingAdd = overrideMethod(world.provider, 'wallet_addEthereumChain', () => {
      counts['wallet_addEthereumChain'] = (counts['wallet_addEthereumChain'] ?? 0) + 1
      return Promise.reject({ code: -32603, message: 'Could not reach the RPC URL' })
    })
    await adapter.connect({ provider: refusingAdd })
    const unknown = { ...world.networkTwo, id: 424242, caipNetworkId: 'eip155:424242' as const }

    const error = await adapter.switchNetwork({ caipNetwork: unknown }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(SwitchChainNotApprovedError)
    expect((error as Error).message).toBe(switchMessage(424242))
    expect(counts['wallet_addEthereumChain']).toBe(1)
    expect(await world.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('after 4902 and a successful wallet_addEthereumChain, asks for the switch again', async () => {
    let added = false
    const forgetful = overrideMethod(
      overrideMethod(world.provider, 'wallet_addEthereumChain', async () => {
        added = true
        return null
      }),
      'wallet_switchEthereumChain',
      (params) =>
        added
          ? world.provider.request({ method: 'wallet_switchEthereumChain', params } as never)
          : Promise.reject({ code: 4902, message: 'Unrecognized chain' }),
    )
    const adapter = world.createAdapter()
    await adapter.connect({ provider: forgetful })
    await adapter.switchNetwork({ caipNetwork: world.networkTwo })
    expect(added).toBe(true)
    expect(await world.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('§5: a chain neither approved nor switchable (method not listed) is refused without asking the wallet', async () => {
    const counts: Record<string, number> = {}
    const adapter = world.createAdapter()
    await adapter.connect({ provider: countingWallet(counts, 'wallet_switchEthereumChain') })

    await expect(
      adapter.switchNetwork({
        caipNetwork: world.networkTwo,
        approvedChains: ['0x7a69'],
        walletMethods: ['personal_sign', 'eth_sendTransaction'],
      }),
    ).rejects.toThrow(switchMessage(31338))
    expect(counts['wallet_switchEthereumChain']).toBeUndefined()
  })

  it('§5: an approved chain (its hex id among the approved chains) is switched to even if the method is not listed', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    await adapter.switchNetwork({
      caipNetwork: world.networkTwo,
      approvedChains: ['0x7A6A'],
      walletMethods: [],
    })
    expect(await world.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('§5: a wallet listing wallet_switchEthereumChain may switch to a chain not yet approved', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    await adapter.switchNetwork({
      caipNetwork: world.networkTwo,
      approvedChains: ['0x7a69'],
      walletMethods: ['wallet_switchEthereumChain'],
    })
    expect(await world.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('maps a declined switch (EIP-1193 4001) to UserRejectedRequestError, keeping the code', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({
      provider: failingProvider(world.provider, 'wallet_switchEthereumChain', { code: 4001, message: 'No' }),
    })
    const error = await adapter
      .switchNetwork({ caipNetwork: world.networkTwo })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ rpcCode: 4001 })
  })
})
