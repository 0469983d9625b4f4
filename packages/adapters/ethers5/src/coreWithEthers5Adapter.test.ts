// Core's connection rules (§4) with the ethers adapter, the real Portico Dev Wallet and two real devnet chains;
// then what an ethers app does with the provider `useAppKitProvider('eip155')` hands it.
import { createAppKitCore, createMemoryStorage, type AnnouncedProviderSource } from '@portico/core'
import { devnetAccounts } from '@portico/devnet'
import type { useAppKitProvider } from '@portico/react'
import { providers, utils } from 'ethers'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { Ethers5Adapter } from './Ethers5Adapter.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '@portico/adapter-conformance/testing'

let world: WalletOnDevnets<Ethers5Adapter>
beforeAll(async () => {
  world = await startWalletOnDevnets(6, (networks) => new Ethers5Adapter({ networks }))
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

describe('core with new Ethers5Adapter() on the devnet', () => {
  it("new providers.Web3Provider(walletProvider) over the provider core records signs and sends (the app's own ethers code)", async () => {
    const core = createAppKitCore(
      {
        projectId: 'integration',
        networks: [world.networkOne, world.networkTwo],
        adapters: [new Ethers5Adapter()],
        endpoints: { api: 'http://127.0.0.1:9' },
        features: { analytics: false },
      },
      { announcedProviders: announcing(world), storage: createMemoryStorage() },
    )
    await core.connect('io.portico.devwallet')
    // What useAppKitProvider<providers.ExternalProvider>('eip155') returns: the recorded connection's provider.
    const walletProvider = core.stores.connection.getState().connections.eip155
      ?.provider as providers.ExternalProvider
    const provider = new providers.Web3Provider(walletProvider)
    const signer = provider.getSigner()
    expect(await signer.getAddress()).toBe(world.address)

    const message = 'Hello from an ethers 5 app'
    expect(utils.verifyMessage(message, await signer.signMessage(message))).toBe(world.address)

    const recipient = devnetAccounts[9]!.address
    const before = (await provider.getBalance(recipient)).toBigInt()
    const sent = await signer.sendTransaction({ to: recipient, value: utils.parseEther('0.01') })
    expect((await sent.wait()).status).toBe(1)
    expect((await provider.getBalance(recipient)).toBigInt()).toBe(
      before + utils.parseEther('0.01').toBigInt(),
    )

    await core.disconnect()
    core.destroy()
  })

  it("useAppKitProvider's type parameter gives ethers 5's ExternalProvider, which Web3Provider takes", () => {
    type WithEthersType = ReturnType<typeof useAppKitProvider<providers.ExternalProvider>>['walletProvider']
    expectTypeOf<WithEthersType>().toEqualTypeOf<providers.ExternalProvider | undefined>()
    expectTypeOf<NonNullable<WithEthersType>>().toExtend<
      ConstructorParameters<typeof providers.Web3Provider>[0]
    >()
    // ethers 5 also takes the provider without the type parameter (viem's EIP1193Provider).
    type Untyped = NonNullable<ReturnType<typeof useAppKitProvider>['walletProvider']>
    expectTypeOf<Untyped>().toExtend<ConstructorParameters<typeof providers.Web3Provider>[0]>()
  })
})
