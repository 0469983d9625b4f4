import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  type PorticoError,
} from '@portico/common'
import { ProviderRpcError } from '@portico/wallet'
import { parseEther } from 'viem'
import { expect, it } from 'vitest'
import { DEV_WALLET, type ConformanceApp, type ConformanceWorld } from '../conformanceWorld.ts'

type ErrorClass = abstract new (...args: never[]) => PorticoError

/** §8: EIP-1193 provider codes, each with its named error and exact message. */
const PROVIDER_ERRORS: readonly [number, ErrorClass, string][] = [
  [4001, UserRejectedRequestError, 'User rejected the request'],
  [
    4100,
    UnauthorizedProviderError,
    'The requested method and/or account has not been authorized by the user',
  ],
  [4200, UnsupportedProviderMethodError, 'The provider does not support the requested method'],
  [4900, ProviderDisconnectedError, 'The provider is disconnected from all chains'],
  [4901, ChainDisconnectedError, 'The provider is not connected to the requested chain'],
]

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected a rejection'),
    (error: unknown) => error,
  )
}

/** Every §8 wallet error the adapter can meet, with its exact text. */
export function walletErrorCases(world: () => ConformanceWorld): void {
  const connected = async (): Promise<ConformanceApp> => {
    const app = world().createApp()
    await app.core.connect(DEV_WALLET.rdns)
    return app
  }

  it.each(PROVIDER_ERRORS)(
    'a wallet answering %i to signing and sending gives %O with its exact message',
    async (code, ErrorClass, message) => {
      const { adapter } = await connected()
      const { address } = world().holder
      const typedData = {
        domain: { name: 'Portico' },
        types: { Note: [{ name: 'text', type: 'string' }] },
        primaryType: 'Note',
        message: { text: 'x' },
      } as const
      for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])
        world().wallet.fail(method, new ProviderRpcError(code, `wallet says ${code}`))

      const failures = [
        await rejection(adapter.signMessage({ message: 'x', address })),
        await rejection(adapter.signTypedData!({ address, typedData })),
        await rejection(adapter.sendTransaction({ address, to: address, value: parseEther('0.01') })),
      ]
      for (const failure of failures) {
        expect(failure).toBeInstanceOf(ErrorClass)
        expect(failure).toMatchObject({ message, shortMessage: message })
      }
    },
  )

  it('a declined connection (4001): core.connect rejects with the named error and stays disconnected', async () => {
    const { core } = world().createApp()
    world().wallet.fail('eth_requestAccounts', new ProviderRpcError(4001, 'User rejected the request.'))

    const failure = await rejection(core.connect(DEV_WALLET.rdns))

    expect(failure).toBeInstanceOf(UserRejectedRequestError)
    expect((failure as Error).message).toBe('User rejected the request')
    expect(core.getAccount()).toMatchObject({ status: 'disconnected' })
    expect(core.stores.connection.getState().error?.message).toBe('User rejected the request')
  })

  it('a declined switch (4001): core.switchNetwork rejects with the named error and keeps the network', async () => {
    const { core } = await connected()
    world().wallet.fail(
      'wallet_switchEthereumChain',
      new ProviderRpcError(4001, 'User rejected the request.'),
    )

    const failure = await rejection(core.switchNetwork(world().networkTwo))

    expect(failure).toBeInstanceOf(UserRejectedRequestError)
    expect((failure as Error).message).toBe('User rejected the request')
    expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:31337')
  })

  it('a failed switch (not 4001, not 4902) is the exact §8 switch message', async () => {
    const { core } = await connected()
    world().wallet.fail('wallet_switchEthereumChain', new ProviderRpcError(-32603, 'Internal error'))

    const failure = await rejection(core.switchNetwork(world().networkTwo))

    expect((failure as Error).message).toBe(
      'Failed to switch to chain eip155:31338. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.',
    )
    expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:31337')
  })
}
