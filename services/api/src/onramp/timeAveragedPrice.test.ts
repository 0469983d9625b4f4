import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther, type PublicClient } from 'viem'
import { startDevnet, type RunningDevnet } from '../../testing/devnet.ts'
import { devnetOneChains, sellEthIntoPool } from '../../testing/onrampTestSupport.ts'
import { readAveragedPoolPrice } from './timeAveragedPrice.ts'

// The time-weighted average comes from the pair's own cumulative prices: a trade a moment ago barely moves it,
// a price that has stood for the whole window is the average.

let devnet: RunningDevnet
let client: PublicClient
beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  client = createPublicClient({ transport: http(devnet.rpcUrl) })
})
afterAll(async () => {
  await devnet?.stop()
})

const pricing = () => devnetOneChains('').at(0)!.pricing!
const weth = () => ({ address: pricing().wrappedNative, name: 'Ether', symbol: 'ETH', decimals: 18 })

describe('readAveragedPoolPrice', () => {
  it('averages an untouched pool to its spot price, then barely moves when the pool is moved', async () => {
    const before = await readAveragedPoolPrice(client, pricing(), weth(), 1800)
    expect(before.spot).toBe(3000)
    expect(before.average).toBe(3000)
    await sellEthIntoPool(devnet.rpcUrl, parseEther('100'))
    const after = await readAveragedPoolPrice(client, pricing(), weth(), 1800)
    expect(after.spot).toBeLessThan(800)
    expect(after.average).toBeGreaterThan(2000)
    // Two hours on, the new price has stood for the whole 30-minute window: it is the average.
    const later = await readAveragedPoolPrice(client, pricing(), weth(), 1800, Date.now() + 7_200_000)
    expect(later.seconds).toBe(1800)
    expect(later.average).toBeCloseTo(after.spot, 6)
  })
})
