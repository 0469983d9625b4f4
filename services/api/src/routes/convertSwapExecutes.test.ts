import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  parseEther,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { apiConfigurations, NATIVE, type SwapCase } from '../../testing/apiConfigurations.ts'
import { devnetAccounts, type RunningDevnet } from '../../testing/devnet.ts'
import type { Database } from '../db/database.ts'
import { openFreshPostgres } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'

// The key proof of the swap routes: what build-approve and build-transaction return really executes on the
// devnet, signed by a devnet account, and moves the balances by the quoted amounts — through Uniswap V2 on
// chain 31337 and Uniswap V3 on chain 31339, each through its fee router (ADR 0005).

describe.each(apiConfigurations)('swap transactions built by the API execute on $name', (configuration) => {
  const { caipNetworkId, swaps } = configuration
  let devnet: RunningDevnet<31337 | 31339>
  let db: Database
  let app: ReturnType<typeof buildApiServer>
  let reader: PublicClient
  const id = (address: Address) => `${caipNetworkId}:${address}`

  beforeAll(async () => {
    devnet = await configuration.start()
    db = await openFreshPostgres()
    await createProject(db, { id: 'test', name: 'test', origins: [] })
    app = buildApiServer({ chains: [configuration.apiChain(devnet.rpcUrl)] }, { db })
    reader = createPublicClient({ transport: http(devnet.rpcUrl), pollingInterval: 50 })
  })
  afterAll(async () => {
    await app?.close()
    await devnet?.stop()
    await db?.close()
  })

  /** A wallet for devnet account `index` that sends what the API built, and waits for the receipt. */
  function walletOf(index: number) {
    const account = privateKeyToAccount(devnetAccounts[index]!.privateKey)
    const chain = defineChain({
      id: configuration.chainId,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.rpcUrl] } },
    })
    const client = createWalletClient({ account, chain, transport: http(devnet.rpcUrl) })
    return {
      address: account.address,
      async send(tx: { to: string; data: Hex; value: string; eip155: { gas?: string; gasPrice: string } }) {
        const hash = await client.sendTransaction({
          to: tx.to.split(':')[2] as Address, // CAIP-10 → plain address
          data: tx.data,
          value: BigInt(tx.value),
          gasPrice: BigInt(tx.eip155.gasPrice),
          ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
        })
        const receipt = await reader.waitForTransactionReceipt({ hash })
        return { status: receipt.status, fee: receipt.gasUsed * receipt.effectiveGasPrice }
      },
    }
  }

  const get = async (path: string, query: Record<string, string>) => {
    const response = await app.inject(
      `${path}?${new URLSearchParams({ projectId: 'test', ...query }).toString()}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  const build = async (body: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/convert/build-transaction',
      payload: { projectId: 'test', ...body },
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().tx
  }
  /** What `owner` holds of `token` (ether for {@link NATIVE}). */
  const holds = (token: Address, owner: Address) =>
    token === NATIVE
      ? reader.getBalance({ address: owner })
      : reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const feeOf = (amount: bigint) => (amount * swaps.feeBps + 9_999n) / 10_000n
  const queryOf = (swap: SwapCase, user: Address) => ({
    amount: swap.amount.toString(),
    userAddress: user,
    from: id(swap.from),
    to: id(swap.to),
  })
  const approve = async (wallet: ReturnType<typeof walletOf>, swap: SwapCase) => {
    const { amount, userAddress, from, to } = queryOf(swap, wallet.address)
    const approval = await get('/v1/convert/build-approve', { userAddress, from, to, amount })
    expect(approval.tx.to).toBe(id(swap.from))
    return wallet.send(approval.tx)
  }

  it('approves, then swaps a token for a token: the amount leaves, the fee recipient gets 0.85 %, the output is the quote', async () => {
    const wallet = walletOf(5)
    const swap = swaps.tokenToToken
    expect((await approve(wallet, swap)).status).toBe('success')
    // Exactly the swap's amount, never unlimited: the swap spends it all and nothing stays approved.
    const allowance = { tokenAddress: id(swap.from), userAddress: wallet.address }
    expect(await get('/v1/convert/allowance', allowance)).toEqual({ allowance: swap.amount.toString() })

    const query = queryOf(swap, wallet.address)
    const quoted = BigInt((await get('/v1/convert/quotes', query)).quotes[0].toAmount)
    const tx = await build({ ...query, eip155: { slippage: '1' } })
    expect(tx).toMatchObject({ to: id(swaps.feeRouter), value: '0' })
    expect(BigInt(tx.toAmount)).toBe(quoted)
    expect(BigInt(tx.amountOutMin)).toBe((quoted * 9_900n) / 10_000n)

    const [inBefore, outBefore, feesBefore] = await Promise.all([
      holds(swap.from, wallet.address),
      holds(swap.to, wallet.address),
      holds(swap.from, swaps.feeRecipient),
    ])
    expect((await wallet.send(tx)).status).toBe('success')
    const [inAfter, outAfter, feesAfter] = await Promise.all([
      holds(swap.from, wallet.address),
      holds(swap.to, wallet.address),
      holds(swap.from, swaps.feeRecipient),
    ])
    expect(feesAfter - feesBefore).toBe(feeOf(swap.amount))
    expect(inBefore - inAfter).toBe(swap.amount)
    expect(await get('/v1/convert/allowance', allowance)).toEqual({ allowance: '0' })
    expect(outAfter - outBefore).toBe(quoted) // nothing traded in between, so exactly the quote
  })

  it('swaps the native coin for a token with no approval: ETH falls by value plus gas, the token rises by the quote', async () => {
    const wallet = walletOf(6)
    const swap = swaps.nativeToToken
    const query = { ...queryOf(swap, wallet.address), userAddress: `${caipNetworkId}:${wallet.address}` }
    const quoted = BigInt((await get('/v1/convert/quotes', query)).quotes[0].toAmount)
    const tx = await build({ ...query, eip155: { slippage: 0.5 } })
    expect(tx).toMatchObject({ to: id(swaps.feeRouter), value: swap.amount.toString() })

    const [ethBefore, outBefore, feesBefore] = await Promise.all([
      holds(NATIVE, wallet.address),
      holds(swap.to, wallet.address),
      holds(NATIVE, swaps.feeRecipient),
    ])
    const sent = await wallet.send(tx)
    expect(sent.status).toBe('success')
    const [ethAfter, outAfter, feesAfter] = await Promise.all([
      holds(NATIVE, wallet.address),
      holds(swap.to, wallet.address),
      holds(NATIVE, swaps.feeRecipient),
    ])
    expect(ethBefore - ethAfter).toBe(swap.amount + sent.fee)
    expect(feesAfter - feesBefore).toBe(feeOf(swap.amount))
    expect(outAfter - outBefore).toBe(quoted)
  })

  it('swaps a token for the native coin: ETH rises by the quote less the gas paid', async () => {
    const wallet = walletOf(6)
    const swap = swaps.tokenToNative
    const approved = await approve(wallet, swap)
    const query = queryOf(swap, wallet.address)
    const quoted = BigInt((await get('/v1/convert/quotes', query)).quotes[0].toAmount)
    const tx = await build({ ...query, eip155: { slippage: '1' } })

    const [ethBefore, inBefore, feesBefore] = await Promise.all([
      holds(NATIVE, wallet.address),
      holds(swap.from, wallet.address),
      holds(swap.from, swaps.feeRecipient),
    ])
    const sent = await wallet.send(tx)
    expect([approved.status, sent.status]).toEqual(['success', 'success'])
    const [ethAfter, inAfter, feesAfter] = await Promise.all([
      holds(NATIVE, wallet.address),
      holds(swap.from, wallet.address),
      holds(swap.from, swaps.feeRecipient),
    ])
    expect(inBefore - inAfter).toBe(swap.amount)
    expect(feesAfter - feesBefore).toBe(feeOf(swap.amount))
    expect(ethAfter - ethBefore).toBe(quoted - sent.fee)
  })

  it('reverts on chain when the price moves past the slippage between build and send', async () => {
    const wallet = walletOf(7)
    const whale = walletOf(8)
    const swap = { ...swaps.nativeToToken, amount: parseEther('1') }
    const tx = await build({ ...queryOf(swap, wallet.address), eip155: { slippage: '0.5' } })
    // Someone else buys 10 ETH worth first, through the same API, moving the pool's price by several percent.
    const big = await build({
      ...queryOf({ ...swap, amount: parseEther('10') }, whale.address),
      eip155: { slippage: 50 },
    })
    expect((await whale.send(big)).status).toBe('success')
    expect((await wallet.send(tx)).status).toBe('reverted')
  })
})
