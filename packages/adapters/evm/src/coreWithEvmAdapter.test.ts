// Core's connection rules (§4) with the real EVM adapter, the real Portico Dev Wallet and two real devnet
// chains: connect, switch network through the adapter, a signing request through core, disconnect.
import { createAppKitCore, createMemoryStorage, type AnnouncedProviderSource } from '@portico/core'
import { createPublicClient, http, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWalletOnDevnets, type WalletOnDevnets } from '../testing/startWalletOnDevnets.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(4)
})
afterAll(async () => {
  await world?.stop()
})

function announcing(world: WalletOnDevnets): AnnouncedProviderSource {
  const detail = {
    info: {
      rdns: 'io.portico.devwallet',
      uuid: 'dev-1',
      name: 'Portico Dev Wallet',
      icon: 'data:image/svg+xml,<svg/>',
    },
    provider: world.provider,
  }
  return { subscribe: (listener) => (listener([detail] as never, {} as never), () => undefined) }
}

describe('core with the EVM adapter on the devnet (§4)', () => {
  it('connects, switches network through the adapter, signs through core and disconnects', async () => {
    const core = createAppKitCore(
      {
        projectId: 'integration',
        networks: [world.networkOne, world.networkTwo],
        adapters: [world.createAdapter()],
        // Nothing listens here: balances fail quietly into the account's balanceError.
        endpoints: { api: 'http://127.0.0.1:9' },
        features: { analytics: false },
      },
      { announcedProviders: announcing(world), storage: createMemoryStorage() },
    )
    const { address, chainId } = await core.connect('io.portico.devwallet')
    expect(address).toBe(world.address)
    expect(chainId).toBe(31337)
    expect(core.stores.connection.getState().connections.eip155?.adapter?.namespace).toBe('eip155')

    await core.switchNetwork(world.networkTwo)
    expect(await world.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(core.getCaipAddress()).toBe(`eip155:31338:${world.address}`)
    expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338')

    const message = 'Portico integration'
    const signature = await core.request({ method: 'personal_sign', params: [toHex(message), world.address] })
    expect(
      await verifyMessage({ address: world.address, message, signature: signature as `0x${string}` }),
    ).toBe(true)

    const reader = createPublicClient({ transport: http(world.networkTwo.rpcUrls.default.http[0]) })
    expect(await reader.getChainId()).toBe(31338)

    await core.disconnect()
    expect(core.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(core.stores.connection.getState().connections).toEqual({})
    core.destroy()
  })
})
