import { UserRejectedRequestError, WalletRequestError } from '@portico/common'
import { devnetAccounts } from '@portico/devnet'
import { JsonRpcProvider, parseEther } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EthersAdapter } from '../EthersAdapter.ts'
import {
  failingProvider,
  startWalletOnDevnets,
  type WalletOnDevnets,
} from '@portico/adapter-conformance/testing'

let world: WalletOnDevnets<EthersAdapter>
beforeAll(async () => {
  world = await startWalletOnDevnets(7, (networks) => new EthersAdapter({ networks }))
})
afterAll(() => world?.stop())

describe('sendTransaction and estimateGas', () => {
  it('sends native ETH through the wallet; the recipient receives exactly the value', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const chain = new JsonRpcProvider(world.networkOne.rpcUrls.default.http[0], 31337, {
      staticNetwork: true,
      cacheTimeout: -1,
    })
    const recipient = devnetAccounts[8]!.address
    const before = await chain.getBalance(recipient)
    const value = parseEther('0.25')

    expect(await adapter.estimateGas({ to: recipient, address: world.address, value })).toBe(21000n)
    const shown = await adapter.getBalance({ address: recipient, caipNetwork: world.networkOne })
    const hash = await adapter.sendTransaction({ to: recipient, address: world.address, value })

    expect((await chain.waitForTransaction(hash))?.status).toBe(1)
    expect(await chain.getBalance(recipient)).toBe(before + value)
    // Read again at once: the adapter must not answer from a cache.
    const after = await adapter.getBalance({ address: recipient, caipNetwork: world.networkOne })
    expect(Number(after.balance) - Number(shown.balance)).toBeCloseTo(0.25)
    chain.destroy()
  })

  it('reads the balance over the network RPC with an ethers JsonRpcProvider, formatted like core', async () => {
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
