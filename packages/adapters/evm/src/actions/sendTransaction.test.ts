import { devnetAccounts } from '@portico/devnet'
import { createPublicClient, http, parseGwei } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWalletOnDevnets, type WalletOnDevnets } from '@portico/adapter-conformance/testing'
import { createEvmAdapter } from '../createEvmAdapter.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(8, (networks) => createEvmAdapter({ networks }))
})
afterAll(() => world?.stop())

const recipient = devnetAccounts[9]!.address

describe('sendTransaction', () => {
  it('uses the legacy gas price when one is given (§7 sendTransaction gasPrice)', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const chain = createPublicClient({ transport: http(world.networkOne.rpcUrls.default.http[0]) })
    const gasPrice = parseGwei('7')
    const hash = await adapter.sendTransaction({ to: recipient, address: world.address, value: 1n, gasPrice })
    const transaction = await chain.getTransaction({ hash })
    expect(transaction.gasPrice).toBe(gasPrice)
  })
})
