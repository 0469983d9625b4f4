import { devnetAccounts, devnetToken, erc20Abi } from '@portico/devnet'
import { encodeFunctionData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWalletOnDevnets, type WalletOnDevnets } from '@portico/adapter-conformance/testing'
import { createEvmAdapter } from '../createEvmAdapter.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(3, (networks) => createEvmAdapter({ networks }))
})
afterAll(() => world?.stop())

describe('estimateGas', () => {
  it('returns a positive bigint: 21000 for a plain transfer, more for a contract call', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const recipient = devnetAccounts[9]!.address
    const plain = await adapter.estimateGas({ to: recipient, address: world.address, value: 1n })
    expect(plain).toBe(21_000n)

    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 1n] })
    const call = await adapter.estimateGas({ to: devnetToken('PUSD').address, address: world.address, data })
    expect(typeof call).toBe('bigint')
    expect(call).toBeGreaterThan(21_000n)
  })
})
