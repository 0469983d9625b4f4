import { RpcUrlNotProvidedError, TokenBalanceUnavailableError } from '@portico/common'
import { formatEther, hexToBigInt, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWalletOnDevnets, type WalletOnDevnets } from '@portico/adapter-conformance/testing'
import { createEvmAdapter } from '../createEvmAdapter.ts'

let world: WalletOnDevnets
beforeAll(async () => {
  world = await startWalletOnDevnets(6, (networks) => createEvmAdapter({ networks }))
})
afterAll(() => world?.stop())

describe('getBalance', () => {
  it("equals the node's eth_getBalance, formatted in whole coins with the network's symbol", async () => {
    const adapter = world.createAdapter()
    const onChain = (await world.provider.request({
      method: 'eth_getBalance',
      params: [world.address, 'latest'],
    })) as Hex
    const result = await adapter.getBalance({ address: world.address, caipNetwork: world.networkOne })
    expect(result).toEqual({ balance: formatEther(hexToBigInt(onChain)), symbol: 'ETH' })
    expect(result.balance).toMatch(/^\d+(\.\d+)?$/)
  })

  it('reads over the network RPC, so it needs no connected wallet', async () => {
    const result = await world
      .createAdapter()
      .getBalance({ address: world.address, caipNetwork: world.networkTwo })
    expect(Number(result.balance)).toBeGreaterThan(0)
  })

  it("§8: a network without an RPC url gives 'No RPC url provided for chainId'", async () => {
    const caipNetwork = { ...world.networkOne, rpcUrls: { default: { http: [] } } }
    await expect(world.createAdapter().getBalance({ address: world.address, caipNetwork })).rejects.toThrow(
      new RpcUrlNotProvidedError({ chainId: 'eip155:31337' }).message,
    )
  })

  it("§8: an RPC that fails gives 'Token Balance Unavailable'", async () => {
    // Port 9 (discard) on localhost: nothing answers JSON-RPC there.
    const caipNetwork = { ...world.networkOne, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    const error = await world
      .createAdapter()
      .getBalance({ address: world.address, caipNetwork })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TokenBalanceUnavailableError)
    expect(error).toMatchObject({ message: 'Token Balance Unavailable' })
  })
})
