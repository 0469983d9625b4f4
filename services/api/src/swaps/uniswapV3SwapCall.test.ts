import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  type Address,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetAccounts, startDevnet, type RunningDevnet } from '../../testing/devnet.ts'
import { devnetThreeSwapFeeRecipient, devnetThreeToken } from '../../testing/devnetThree.ts'
import { devnetThreeApiChain } from '../../testing/devnetThreeApiConfig.ts'
import { createChainClients } from '../chains/createChainClients.ts'
import type { ApiChain, SwapVenue } from '../config/apiChain.ts'
import { buildSwapTransaction } from './buildSwapTransaction.ts'
import { findSwapVenues, NATIVE_TOKEN_ADDRESS, type UniswapV3SwapChain } from './swapChain.ts'
import { parseSwapTokenId } from './swapTokenId.ts'

// A uniswap-v3 venue configured without a feeRouter: users call the SwapRouter itself, only the amount after the
// §9 fee is swapped and the fee stays with the user (ADR 0005, option 4); ether out is unwrapped by the router.

let devnet: RunningDevnet<31339>
let client: PublicClient
let venue: UniswapV3SwapChain
const user = privateKeyToAccount(devnetAccounts[4]!.privateKey)
const dusd = devnetThreeToken('DUSD').address
const id = (address: Address) => parseSwapTokenId(`eip155:31339:${address}`)!

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31339, port: 0 })
  const chain = devnetThreeApiChain(devnet.rpcUrl)
  const withoutFeeRouter: ApiChain = {
    ...chain,
    swapVenues: chain.swapVenues.map(({ feeRouter: _, ...rest }) => rest as SwapVenue),
  }
  client = createChainClients([withoutFeeRouter]).get(chain.caipNetworkId)!
  venue = findSwapVenues([withoutFeeRouter], chain.caipNetworkId)[0] as UniswapV3SwapChain
})
afterAll(async () => {
  await devnet?.stop()
})

async function send(tx: { to: string; data: `0x${string}`; value: string }) {
  const wallet = createWalletClient({ account: user, transport: http(devnet.rpcUrl) })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: tx.to.split(':')[2] as Address,
    data: tx.data,
    value: BigInt(tx.value),
    // Headroom as the API's build-transaction gives (+20 %): a V3 swap mined a second after its estimate also
    // writes the pool's next oracle slot.
    gas: 1_000_000n,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  return { status: receipt.status, fee: receipt.gasUsed * receipt.effectiveGasPrice }
}
const dusdOf = (owner: Address) =>
  client.readContract({ address: dusd, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const feeOf = (amount: bigint) => (amount * 85n + 9_999n) / 10_000n

describe('a uniswap-v3 venue with no fee router', () => {
  it('swaps ether for DUSD through the SwapRouter, spending only the amount after the fee', async () => {
    expect(venue).toMatchObject({ collectsFee: false, spender: venue.router })
    const amount = parseEther('0.2')
    const tx = await buildSwapTransaction({
      client,
      venues: [venue],
      from: id(NATIVE_TOKEN_ADDRESS),
      to: id(dusd),
      amount,
      slippagePercent: 1,
      user: user.address,
    })
    expect(tx.to).toBe(`eip155:31339:${venue.router}`)
    expect(tx.value).toBe((amount - feeOf(amount)).toString())
    const [before, feesBefore] = await Promise.all([
      dusdOf(user.address),
      dusdOf(devnetThreeSwapFeeRecipient),
    ])
    expect((await send(tx)).status).toBe('success')
    expect((await dusdOf(user.address)) - before).toBe(BigInt(tx.toAmount))
    expect(await dusdOf(devnetThreeSwapFeeRecipient)).toBe(feesBefore)
  })

  it('swaps DUSD for ether with multicall and unwrapWETH9: the user receives the quote in ether', async () => {
    const amount = parseUnits('100', 6)
    const wallet = createWalletClient({ account: user, transport: http(devnet.rpcUrl) })
    const approval = await wallet.writeContract({
      chain: null,
      address: dusd,
      abi: erc20Abi,
      functionName: 'approve',
      args: [venue.router, amount],
    })
    await client.waitForTransactionReceipt({ hash: approval })
    const tx = await buildSwapTransaction({
      client,
      venues: [venue],
      from: id(dusd),
      to: id(NATIVE_TOKEN_ADDRESS),
      amount,
      slippagePercent: 1,
      user: user.address,
    })
    const [ethBefore, dusdBefore] = await Promise.all([
      client.getBalance({ address: user.address }),
      dusdOf(user.address),
    ])
    const sent = await send(tx)
    expect(sent.status).toBe('success')
    expect(dusdBefore - (await dusdOf(user.address))).toBe(amount - feeOf(amount))
    expect((await client.getBalance({ address: user.address })) - ethBefore).toBe(
      BigInt(tx.toAmount) - sent.fee,
    )
  })
})
