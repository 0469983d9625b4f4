import { devnetAccounts, devnetToken, erc20Abi } from '@portico/devnet'
import { createPublicClient, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWalletOnDevnets, type WalletOnDevnets } from '@portico/adapter-conformance/testing'
import { createEvmAdapter } from '../createEvmAdapter.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(2, (networks) => createEvmAdapter({ networks }))
})
afterAll(() => world?.stop())

describe('writeContract', () => {
  it('really transfers an ERC-20 (PUSD) and both balances change by the amount', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const chain = createPublicClient({ transport: http(world.networkOne.rpcUrls.default.http[0]) })
    const pusd = devnetToken('PUSD')
    const recipient = devnetAccounts[9]!.address
    const balanceOf = (owner: `0x${string}`) =>
      chain.readContract({ address: pusd.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    const [senderBefore, recipientBefore] = [await balanceOf(world.address), await balanceOf(recipient)]
    const amount = parseUnits('12.5', pusd.decimals)

    const hash = await adapter.writeContract({
      address: world.address,
      contractAddress: pusd.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, amount],
    })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')

    expect(await balanceOf(world.address)).toBe(senderBefore - amount)
    expect(await balanceOf(recipient)).toBe(recipientBefore + amount)
  })
})
