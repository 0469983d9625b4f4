// What an ethers app does with the provider `useAppKitProvider('eip155')` hands it, over core with the ethers
// adapter, the real Portico Dev Wallet and the devnet (core's connection rules are the conformance suite's).
import { createAppKitCore, createMemoryStorage, type AnnouncedProviderSource } from '@portico/core'
import { devnetAccounts } from '@portico/devnet'
import type { useAppKitProvider } from '@portico/react'
import { BrowserProvider, parseEther, verifyMessage, type Eip1193Provider } from 'ethers'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { EthersAdapter } from './EthersAdapter.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '@portico/adapter-conformance/testing'

let world: WalletOnDevnets<EthersAdapter>
beforeAll(async () => {
  world = await startWalletOnDevnets(6, (networks) => new EthersAdapter({ networks }))
})
afterAll(() => world?.stop())

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

describe('core with new EthersAdapter() on the devnet', () => {
  it("new BrowserProvider(walletProvider) over the provider core records signs and sends (the app's own ethers code)", async () => {
    const core = createAppKitCore(
      {
        projectId: 'integration',
        networks: [world.networkOne, world.networkTwo],
        adapters: [new EthersAdapter()],
        endpoints: { api: 'http://127.0.0.1:9' },
        features: { analytics: false },
      },
      { announcedProviders: announcing(world), storage: createMemoryStorage() },
    )
    await core.connect('io.portico.devwallet')
    // What useAppKitProvider<Eip1193Provider>('eip155') returns: the recorded connection's provider.
    const walletProvider = core.stores.connection.getState().connections.eip155?.provider as Eip1193Provider
    const provider = new BrowserProvider(walletProvider)
    const signer = await provider.getSigner()
    expect(await signer.getAddress()).toBe(world.address)

    const message = 'Hello from an ethers 6 app'
    expect(verifyMessage(message, await signer.signMessage(message))).toBe(world.address)

    const recipient = devnetAccounts[9]!.address
    const before = await provider.getBalance(recipient)
    const sent = await signer.sendTransaction({ to: recipient, value: parseEther('0.01') })
    expect((await sent.wait())?.status).toBe(1)
    // A fresh provider: ethers answers the same request from its cache for 250 ms.
    expect(await new BrowserProvider(walletProvider).getBalance(recipient)).toBe(before + parseEther('0.01'))

    await core.disconnect()
    core.destroy()
  })

  it("useAppKitProvider's type parameter gives ethers' Eip1193Provider, which BrowserProvider takes", () => {
    type WithEthersType = ReturnType<typeof useAppKitProvider<Eip1193Provider>>['walletProvider']
    expectTypeOf<WithEthersType>().toEqualTypeOf<Eip1193Provider | undefined>()
    expectTypeOf<NonNullable<WithEthersType>>().toExtend<ConstructorParameters<typeof BrowserProvider>[0]>()
  })
})
