import { UserRejectedRequestError } from '@portico/common'
import { devnetAccounts } from '@portico/devnet'
import { createPublicClient, http, parseEther, parseGwei } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failingProvider } from '../../testing/failingProvider.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '../../testing/startWalletOnDevnets.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(8)
})
afterAll(() => world?.stop())

const recipient = devnetAccounts[9]!.address

describe('sendTransaction', () => {
  it('really moves ETH on the chain and returns the transaction hash', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const chain = createPublicClient({ transport: http(world.networkOne.rpcUrls.default.http[0]) })
    const before = await chain.getBalance({ address: recipient })
    const value = parseEther('1.25')

    const hash = await adapter.sendTransaction({ to: recipient, address: world.address, value })
    const receipt = await chain.waitForTransactionReceipt({ hash })

    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(world.address.toLowerCase())
    expect(await chain.getBalance({ address: recipient })).toBe(before + value)
  })

  it('uses the legacy gas price when one is given (§7 sendTransaction gasPrice)', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const chain = createPublicClient({ transport: http(world.networkOne.rpcUrls.default.http[0]) })
    const gasPrice = parseGwei('7')
    const hash = await adapter.sendTransaction({ to: recipient, address: world.address, value: 1n, gasPrice })
    const transaction = await chain.getTransaction({ hash })
    expect(transaction.gasPrice).toBe(gasPrice)
  })

  it('maps a declined transaction (EIP-1193 4001) to UserRejectedRequestError, keeping the code', async () => {
    const adapter = world.createAdapter()
    const declining = failingProvider(world.provider, 'eth_sendTransaction', { code: 4001, message: 'No' })
    await adapter.connect({ provider: declining })
    const error = await adapter
      .sendTransaction({ to: recipient, address: world.address, value: 1n })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ rpcCode: 4001 })
  })
})
