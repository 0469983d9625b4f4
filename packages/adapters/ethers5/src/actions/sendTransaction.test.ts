import { UserRejectedRequestError, WalletRequestError } from '@portico/common'
import { devnetAccounts } from '@portico/devnet'
import { providers, utils } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Ethers5Adapter } from '../Ethers5Adapter.ts'
import {
  failingProvider,
  startWalletOnDevnets,
  type WalletOnDevnets,
} from '@portico/adapter-conformance/testing'

let world: WalletOnDevnets<Ethers5Adapter>
beforeAll(async () => {
  world = await startWalletOnDevnets(7, (networks) => new Ethers5Adapter({ networks }))
})
afterAll(() => world?.stop())

describe('sendTransaction and estimateGas', () => {
  it('sends native ETH through the wallet; the recipient receives exactly the value', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const chain = new providers.StaticJsonRpcProvider(world.networkOne.rpcUrls.default.http[0], 31337)
    const recipient = devnetAccounts[8]!.address
    const before = (await chain.getBalance(recipient)).toBigInt()
    const value = utils.parseEther('0.25').toBigInt()

    expect(await adapter.estimateGas({ to: recipient, address: world.address, value })).toBe(21000n)
    const shown = await adapter.getBalance({ address: recipient, caipNetwork: world.networkOne })
    const hash = await adapter.sendTransaction({ to: recipient, address: world.address, value })

    expect((await chain.waitForTransaction(hash))?.status).toBe(1)
    expect((await chain.getBalance(recipient)).toBigInt()).toBe(before + value)
    // Read again at once: the adapter must not answer from a cache.
    const after = await adapter.getBalance({ address: recipient, caipNetwork: world.networkOne })
    expect(Number(after.balance) - Number(shown.balance)).toBeCloseTo(0.25)
  })

  it('reads the balance over the network RPC with an ethers 5 StaticJsonRpcProvider, formatted like core', async () => {
    const adapter = world.createAdapter()
    const { balance, symbol } = await adapter.getBalance({
      address: devnetAccounts[9]!.address,
      caipNetwork: world.networkTwo,
    })
    expect(symbol).toBe('ETH')
    expect(balance).toMatch(/^\d+(\.\d+)?$/)
    expect(balance.endsWith('.0')).toBe(false)
  })

  it('maps a declined transaction to UserRejectedRequestError and a failing one to WalletRequestError', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({
      provider: failingProvider(world.provider, 'eth_sendTransaction', {
        code: 4001,
        message: 'User denied',
      }),
    })
    const to = devnetAccounts[8]!.address
    await expect(adapter.sendTransaction({ to, address: world.address, value: 1n })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )

    const failing = world.createAdapter()
    await failing.connect({
      provider: failingProvider(world.provider, 'eth_sendTransaction', {
        code: -32000,
        message: 'nonce too low',
      }),
    })
    const error = await failing
      .sendTransaction({ to, address: world.address, value: 1n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(error).toMatchObject({ rpcCode: -32000, method: 'eth_sendTransaction' })
  })
})
