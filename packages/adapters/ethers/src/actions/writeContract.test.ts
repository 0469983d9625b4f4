import { devnetAccounts, devnetToken, erc20Abi } from '@portico/devnet'
import { Contract, JsonRpcProvider, parseUnits } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EthersAdapter } from '../EthersAdapter.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '@portico/adapter-conformance/testing'

let world: WalletOnDevnets<EthersAdapter>
beforeAll(async () => {
  world = await startWalletOnDevnets(2, (networks) => new EthersAdapter({ networks }))
})
afterAll(() => world?.stop())

describe('writeContract', () => {
  it('really transfers an ERC-20 (PUSD) through an ethers Contract; both balances change by the amount', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const chain = new JsonRpcProvider(world.networkOne.rpcUrls.default.http[0], 31337, {
      staticNetwork: true,
      cacheTimeout: -1,
    })
    const pusd = devnetToken('PUSD')
    const token = new Contract(pusd.address, erc20Abi as never, chain)
    const balanceOf = (owner: string) => token.getFunction('balanceOf')(owner) as Promise<bigint>
    const recipient = devnetAccounts[9]!.address
    const [senderBefore, recipientBefore] = [await balanceOf(world.address), await balanceOf(recipient)]
    const amount = parseUnits('12.5', pusd.decimals)

    const hash = await adapter.writeContract({
      address: world.address,
      contractAddress: pusd.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, amount],
    })
    expect((await chain.waitForTransaction(hash))?.status).toBe(1)

    expect(await balanceOf(world.address)).toBe(senderBefore - amount)
    expect(await balanceOf(recipient)).toBe(recipientBefore + amount)
    chain.destroy()
  })
})
