import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  devnetAccounts,
  devnetContracts,
  devnetSwapFeeRecipient,
  startDevnet,
  type RunningDevnet,
} from '../../testing/devnet.ts'
import { uniswapV2RouterAbi } from '../../testing/devnet.ts'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import type { Database } from '../db/database.ts'
import { openFreshPglite } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'

// The key proof of the swap routes: what build-approve and build-transaction return really executes on the
// devnet, signed by a devnet account, and moves the balances by the quoted amounts.

let devnet: RunningDevnet
let db: Database
let app: ReturnType<typeof buildApiServer>
let reader: PublicClient
const eth = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const pusd = `eip155:31337:${devnetContracts.usd}`
const ptk = `eip155:31337:${devnetContracts.token18}`

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  const chains = devnetApiChains()
    .filter((chain) => chain.chainId === 31337)
    .map((chain) => ({ ...chain, rpcUrl: devnet.rpcUrl }))
  db = await openFreshPglite()
  await createProject(db, { id: 'test', name: 'test', origins: [] })
  app = buildApiServer({ chains }, { db })
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
    id: 31337,
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
const tokenBalance = (token: Address, owner: Address) =>
  reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const feeOf = (amount: bigint) => (amount * 85n + 9_999n) / 10_000n
/** What the fee recipient (the deployer) holds of `token`, or of ether when no token is given. */
const recipientHolds = (token?: Address) =>
  token ? tokenBalance(token, devnetSwapFeeRecipient) : reader.getBalance({ address: devnetSwapFeeRecipient })

describe('swap transactions built by the API execute on the devnet', () => {
  it('approves, then swaps PUSD for PTK: PUSD falls by the amount, the fee recipient gets 0.85 %, PTK rises by the quote', async () => {
    const wallet = walletOf(5)
    const amount = parseUnits('300', 6)
    const approve = await get('/v1/convert/build-approve', {
      userAddress: wallet.address,
      from: pusd,
      to: ptk,
      amount: amount.toString(),
    })
    expect((await wallet.send(approve.tx)).status).toBe('success')
    // Exactly the swap's amount, never unlimited: the swap spends it all and nothing stays approved.
    expect(await get('/v1/convert/allowance', { tokenAddress: pusd, userAddress: wallet.address })).toEqual({
      allowance: amount.toString(),
    })

    const query = { amount: amount.toString(), userAddress: wallet.address, from: pusd, to: ptk }
    const quoted = BigInt((await get('/v1/convert/quotes', query)).quotes[0].toAmount)
    const tx = await build({ ...query, eip155: { slippage: '1' } })
    expect(tx).toMatchObject({ to: `eip155:31337:${devnetContracts.swapFeeRouter}`, value: '0' })
    expect(BigInt(tx.toAmount)).toBe(quoted)
    expect(BigInt(tx.amountOutMin)).toBe((quoted * 9_900n) / 10_000n)

    const [pusdBefore, ptkBefore, feesBefore] = await Promise.all([
      tokenBalance(devnetContracts.usd, wallet.address),
      tokenBalance(devnetContracts.token18, wallet.address),
      recipientHolds(devnetContracts.usd),
    ])
    expect((await wallet.send(tx)).status).toBe('success')
    expect((await recipientHolds(devnetContracts.usd)) - feesBefore).toBe(feeOf(amount)) // 2.55 PUSD
    const [pusdAfter, ptkAfter] = await Promise.all([
      tokenBalance(devnetContracts.usd, wallet.address),
      tokenBalance(devnetContracts.token18, wallet.address),
    ])
    expect(pusdBefore - pusdAfter).toBe(amount)
    expect(await get('/v1/convert/allowance', { tokenAddress: pusd, userAddress: wallet.address })).toEqual({
      allowance: '0',
    })
    expect(ptkAfter - ptkBefore).toBe(quoted) // nothing traded in between, so exactly the quote
    expect(ptkAfter - ptkBefore).toBeGreaterThanOrEqual(BigInt(tx.amountOutMin))
  })

  it('swaps the native coin for PUSD with no approval: ETH falls by value plus gas, PUSD rises by the quote', async () => {
    const wallet = walletOf(6)
    const amount = parseEther('0.5')
    const query = {
      amount: amount.toString(),
      userAddress: `eip155:31337:${wallet.address}`,
      from: eth,
      to: pusd,
    }
    const quoted = BigInt((await get('/v1/convert/quotes', query)).quotes[0].toAmount)
    const tx = await build({ ...query, eip155: { slippage: 0.5 } })
    expect(tx.value).toBe(amount.toString())
    const feesBefore = await recipientHolds()

    const [ethBefore, pusdBefore] = await Promise.all([
      reader.getBalance({ address: wallet.address }),
      tokenBalance(devnetContracts.usd, wallet.address),
    ])
    const sent = await wallet.send(tx)
    expect(sent.status).toBe('success')
    const [ethAfter, pusdAfter] = await Promise.all([
      reader.getBalance({ address: wallet.address }),
      tokenBalance(devnetContracts.usd, wallet.address),
    ])
    expect(ethBefore - ethAfter).toBe(amount + sent.fee)
    expect((await recipientHolds()) - feesBefore).toBe(feeOf(amount))
    expect(pusdAfter - pusdBefore).toBe(quoted)
  })

  it('swaps PTK for the native coin: ETH rises by the quote less the gas paid', async () => {
    const wallet = walletOf(6)
    const approve = await get('/v1/convert/build-approve', {
      userAddress: wallet.address,
      from: ptk,
      to: eth,
      amount: parseUnits('50', 18).toString(),
    })
    const approved = await wallet.send(approve.tx)
    const amount = parseUnits('50', 18)
    const query = { amount: amount.toString(), userAddress: wallet.address, from: ptk, to: eth }
    const quoted = BigInt((await get('/v1/convert/quotes', query)).quotes[0].toAmount)
    const tx = await build({ ...query, eip155: { slippage: '1' } })

    const [ethBefore, ptkBefore] = await Promise.all([
      reader.getBalance({ address: wallet.address }),
      tokenBalance(devnetContracts.token18, wallet.address),
    ])
    const sent = await wallet.send(tx)
    expect([approved.status, sent.status]).toEqual(['success', 'success'])
    const [ethAfter, ptkAfter] = await Promise.all([
      reader.getBalance({ address: wallet.address }),
      tokenBalance(devnetContracts.token18, wallet.address),
    ])
    expect(ptkBefore - ptkAfter).toBe(amount)
    expect(ethAfter - ethBefore).toBe(quoted - sent.fee)
  })

  it('reverts on chain when the price moves past the slippage between build and send', async () => {
    const wallet = walletOf(7)
    const whale = walletOf(8)
    const tx = await build({
      amount: parseEther('1').toString(),
      userAddress: wallet.address,
      from: eth,
      to: pusd,
      eip155: { slippage: '0.5' },
    })
    // Someone else buys 10 ETH worth of PUSD first, moving the pool's price by several percent.
    const block = await reader.getBlock()
    const hash = await createWalletClient({
      account: privateKeyToAccount(devnetAccounts[8]!.privateKey),
      transport: http(devnet.rpcUrl),
    }).writeContract({
      chain: null,
      address: devnetContracts.uniswapV2Router02,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [devnetContracts.weth9, devnetContracts.usd], whale.address, block.timestamp + 600n],
      value: parseEther('10'),
    })
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await wallet.send(tx)).status).toBe('reverted')
  })
})
