import { describe, expect, it } from 'vitest'
import { zeroAddress, type Address, type PublicClient } from 'viem'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import { findSwapPath } from './findSwapPath.ts'
import { findSwapChain } from './swapChain.ts'
import { parseSwapTokenId } from './swapTokenId.ts'

const swapChain = findSwapChain(devnetApiChains(), 'eip155:31337')!
const [pusd, ptk] = [
  swapChain.usdToken.address,
  swapChain.chain.tokens.find((t) => t.symbol === 'PTK')!.address,
]
const id = (address: Address) => parseSwapTokenId(`eip155:31337:${address}`)!
const eth = id('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')

/** A client whose factory knows only the pools in `pools`; enough to test the route choice without a chain. */
function clientWithPools(pools: [Address, Address][]): PublicClient {
  const key = (a: Address, b: Address) => [a.toLowerCase(), b.toLowerCase()].sort().join('/')
  const known = new Set(pools.map(([a, b]) => key(a, b)))
  const has = (a: Address, b: Address) => known.has(key(a, b))
  return {
    multicall: async ({ contracts }: { contracts: { args: [Address, Address] }[] }) =>
      contracts.map(({ args: [a, b] }) =>
        has(a, b) ? '0x0000000000000000000000000000000000000001' : zeroAddress,
      ),
  } as unknown as PublicClient
}

describe('findSwapPath', () => {
  it('takes the direct pool when there is one', async () => {
    const client = clientWithPools([[ptk, pusd]])
    expect((await findSwapPath({ client, swapChain, from: id(ptk), to: id(pusd) })).path).toEqual([ptk, pusd])
  })

  it('goes through the wrapped coin when there is no direct pool', async () => {
    const weth = swapChain.wrappedNative
    const client = clientWithPools([
      [ptk, weth],
      [weth, pusd],
    ])
    expect((await findSwapPath({ client, swapChain, from: id(ptk), to: id(pusd) })).path).toEqual([
      ptk,
      weth,
      pusd,
    ])
  })

  it('uses the wrapped coin for the native one and says which side is native', async () => {
    const client = clientWithPools([[swapChain.wrappedNative, pusd]])
    expect(await findSwapPath({ client, swapChain, from: eth, to: id(pusd) })).toEqual({
      path: [swapChain.wrappedNative, pusd],
      fromNative: true,
      toNative: false,
    })
  })

  it('refuses a pair that no pool route connects', async () => {
    await expect(
      findSwapPath({ client: clientWithPools([]), swapChain, from: id(ptk), to: id(pusd) }),
    ).rejects.toThrow('no Uniswap V2 pool route connects these tokens (directly or through the wrapped coin)')
  })
})
