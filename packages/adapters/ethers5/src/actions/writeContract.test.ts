import { devnetAccounts, devnetToken, erc20Abi } from '@portico/devnet'
import { Contract, providers, utils, type BigNumber } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Ethers5Adapter } from '../Ethers5Adapter.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '@portico/adapter-conformance/testing'

let world: WalletOnDevnets<Ethers5Adapter>
beforeAll(async () => {
  world = await startWalletOnDevnets(2, (networks) => new Ethers5Adapter({ networks }))
})
afterAll(() => world?.stop())

describe('writeContract', () => {
  it('really transfers an ERC-20 (PUSD) through an ethers Contract; both balances change by the amount', async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const chain = new providers.StaticJsonRpcProvider(world.networkOne.rpcUrls.default.http[0], 31337)
    const pusd = devnetToken('PUSD')
    const token = new Contract(pusd.address, erc20Abi as never, chain)
    const balanceOf = async (owner: string) =>
      ((await token.functions['balanceOf']!(owner)) as [BigNumber])[0].toBigInt()
    const recipient = devnetAccounts[9]!.address
    const [senderBefore, recipientBefore] = [await balanceOf(world.address), await balanceOf(recipient)]
    const amount = utils.parseUnits('12.5', pusd.decimals).toBigInt()

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
  })
})
