import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  decodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  type Hex,
} from 'viem'
import { apiConfigurations, devnetsPerFile, NATIVE } from '../../testing/apiConfigurations.ts'
import { devnetAccounts, devnetContracts, type RunningDevnet } from '../../testing/devnet.ts'
import { uniswapV2RouterAbi } from '../../testing/devnet.ts'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import type { Database } from '../db/database.ts'
import { openFreshPostgres } from '../db/testDatabases.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'
import { amountAfterProviderFee } from '../swaps/amountAfterProviderFee.ts'
import type { SwapToken } from '../swaps/listSwapTokens.ts'

const devnets = devnetsPerFile()
let devnet: RunningDevnet<31337 | 31339>
let db: Database
let app: ReturnType<typeof buildApiServer>
const user = devnetAccounts[4]!.address
const eth = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const pusd = `eip155:31337:${devnetContracts.usd}`
const ptk = `eip155:31337:${devnetContracts.token18}`
const whole = `eip155:31337:${devnetContracts.token0}`

beforeAll(async () => {
  devnet = await devnets.of(31337)
  const chains = devnetApiChains().map((chain) =>
    chain.chainId === 31337 ? { ...chain, rpcUrl: devnet.rpcUrl } : chain,
  )
  db = await openFreshPostgres()
  await createProject(db, { id: 'test', name: 'test', origins: ['http://localhost:5173'] })
  app = buildApiServer({ chains: chains.filter((c) => c.chainId === 31337) }, { db })
})
afterAll(async () => {
  await app?.close()
  await devnets.stopAll()
  await db?.close()
})

const get = (path: string, query: Record<string, string>) =>
  app.inject(`${path}?${new URLSearchParams({ projectId: 'test', ...query }).toString()}`)

describe('GET /v1/convert/gas-price', () => {
  it('answers standard ≤ fast ≤ instant in wei, standard being the node’s gas price', async () => {
    const response = await get('/v1/convert/gas-price', { chainId: 'eip155:31337' })
    expect(response.statusCode).toBe(200)
    const prices = response.json() as { standard: string; fast: string; instant: string }
    const node = await createPublicClient({ transport: http(devnet.rpcUrl) }).getGasPrice()
    expect(BigInt(prices.standard)).toBe(node)
    expect(BigInt(prices.fast)).toBe((node * 120n) / 100n)
    expect(BigInt(prices.instant)).toBe((node * 150n) / 100n)
  })

  it("answers an unsupported chain with 400 'Network not supported for Gas Price' (§8)", async () => {
    const response = await get('/v1/convert/gas-price', { chainId: 'eip155:1' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Network not supported for Gas Price')
  })
})

describe('GET /v1/convert/tokens', () => {
  it('lists the native coin and the ERC-20 tokens with §3 swap-token fields, leaving out 0 decimals', async () => {
    const response = await get('/v1/convert/tokens', { chainId: 'eip155:31337' })
    expect(response.statusCode).toBe(200)
    const { tokens } = response.json() as { tokens: SwapToken[] }
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'PUSD', 'PTK', 'WETH'])
    expect(tokens[0]).toMatchObject({ address: eth, decimals: 18, eip2612: false, chainId: 'eip155:31337' })
    expect(tokens[0]!.price).toBeCloseTo(3000, 6)
    expect(tokens.find((t) => t.symbol === 'PUSD')).toMatchObject({ address: pusd, decimals: 6, price: 1 })
    expect(tokens.find((t) => t.symbol === 'PTK')!.price).toBeCloseTo(30, 6)
    expect(tokens.every((t) => t.logoUri === '' && t.quantity.decimals === String(t.decimals))).toBe(true)
  })

  it("refuses an unknown projectId with 403 'Invalid Project ID' (§7)", async () => {
    const response = await get('/v1/convert/tokens', { chainId: 'eip155:31337', projectId: 'nope' })
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toBe('Invalid Project ID')
  })

  it('answers an unsupported chain with an empty list and a malformed chainId with 400', async () => {
    expect((await get('/v1/convert/tokens', { chainId: 'eip155:1' })).json()).toEqual({ tokens: [] })
    const bad = await get('/v1/convert/tokens', { chainId: '31337' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('chainId: must be a CAIP-2 network id such as eip155:31337')
  })
})

describe('GET /v1/convert/quotes', () => {
  it('quotes the router’s getAmountsOut for the amount less the 0.85 % provider fee (§9)', async () => {
    const amount = parseEther('1')
    const response = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: `eip155:31337:${user}`,
      from: eth,
      to: pusd,
      gasPrice: '1000000000',
    })
    expect(response.statusCode).toBe(200)
    const { quotes } = response.json() as {
      quotes: { fromAmount: string; fromAccount: string; toAmount: string; toAccount: string }[]
    }
    const [expected] = (
      await createPublicClient({ transport: http(devnet.rpcUrl) }).readContract({
        address: devnetContracts.uniswapV2Router02,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amount - (amount * 85n) / 10_000n, [devnetContracts.weth9, devnetContracts.usd]],
      })
    ).slice(-1)
    expect(quotes).toEqual([
      {
        fromAmount: amount.toString(),
        fromAccount: eth,
        toAmount: expected!.toString(),
        toAccount: pusd,
        providerFee: ((amount * 85n) / 10_000n).toString(),
      },
    ])
    // 0.9915 ETH at 3,000 PUSD, less the pool's 0.3 % and its price impact on 100 ETH of depth.
    expect(Number(expected) / 1e6).toBeGreaterThan(2900)
    expect(Number(expected) / 1e6).toBeLessThan(2975.5)
  })

  it('quotes token to token and token to the native coin', async () => {
    const amount = parseUnits('10', 18).toString()
    const toUsd = await get('/v1/convert/quotes', { amount, userAddress: user, from: ptk, to: pusd })
    expect(Number(toUsd.json().quotes[0].toAmount) / 1e6).toBeCloseTo(10 * 0.9915 * 30, -1)
    const toEth = await get('/v1/convert/quotes', { amount, userAddress: user, from: ptk, to: eth })
    expect(Number(toEth.json().quotes[0].toAmount) / 1e18).toBeCloseTo(10 * 0.9915 * 0.01, 2)
  })

  it('answers unusable quotes with 400 and a clear message', async () => {
    const base = { userAddress: user, amount: '1000' }
    const cases: [Record<string, string>, string][] = [
      [
        { from: pusd, to: pusd },
        'from and to must be different tokens (wrapping the native coin is not a swap)',
      ],
      [
        { from: whole, to: pusd },
        `from: ${devnetContracts.token0} is not a token this API swaps on eip155:31337`,
      ],
      [
        { from: pusd, to: 'eip155:31338:' + devnetContracts.token18 },
        'to: the token is on eip155:31338, not eip155:31337',
      ],
      [{ from: pusd, to: ptk, amount: '1' }, 'amount: too small to pay the 0.85 % provider fee'],
      [
        { from: pusd, to: ptk, amount: '-5' },
        'amount: must be a positive integer amount in base units (decimal digits only)',
      ],
      [
        { from: 'PUSD', to: ptk },
        'from: must be a CAIP-10 token id such as eip155:31337:0x… (0xeeee…eeee for the native coin)',
      ],
      [
        { from: pusd, to: ptk, userAddress: '0x123' },
        'userAddress: must be an EVM address (0x followed by 40 hexadecimal characters) or its CAIP-10 form',
      ],
      [
        { from: pusd, to: ptk, amount: maxUint256.toString() },
        'the pools cannot quote this swap (not enough liquidity for this amount)',
      ],
    ]
    for (const [query, message] of cases) {
      const response = await get('/v1/convert/quotes', { ...base, ...query })
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message,
      })
    }
  })

  it('answers a chain it does not serve with no quotes (§7)', async () => {
    const other = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const response = await get('/v1/convert/quotes', {
      amount: '1000',
      userAddress: user,
      from: other,
      to: other,
    })
    expect(response.json()).toEqual({ quotes: [] })
  })
})

describe('GET /v1/convert/allowance and /v1/convert/build-approve', () => {
  it('reads 0 before approval, the largest uint256 for the native coin, and builds approve(fee router)', async () => {
    const allowance = await get('/v1/convert/allowance', { tokenAddress: pusd, userAddress: user })
    expect(allowance.json()).toEqual({ allowance: '0' })
    const native = await get('/v1/convert/allowance', { tokenAddress: eth, userAddress: user })
    expect(native.json()).toEqual({ allowance: maxUint256.toString() })

    const approve = await get('/v1/convert/build-approve', {
      userAddress: user,
      from: pusd,
      to: ptk,
      amount: '1000',
    })
    expect(approve.statusCode).toBe(200)
    const { tx } = approve.json() as { tx: { from: string; to: string; data: string; value: string } }
    expect(tx).toMatchObject({ from: `eip155:31337:${user}`, to: pusd, value: '0' })
    // approve(address,uint256) selector, then the fee router that collects the §9 fee (ADR 0005), then the amount.
    expect(tx.data.slice(0, 10)).toBe('0x095ea7b3')
    expect(tx.data.toLowerCase()).toContain(devnetContracts.swapFeeRouter.slice(2).toLowerCase())
  })

  it('attack: an approval is for exactly the swap amount; one asked without an amount is refused, never made unlimited (maxUint256)', async () => {
    const amount = parseUnits('12.5', 6)
    const approve = await get('/v1/convert/build-approve', {
      userAddress: user,
      from: pusd,
      to: ptk,
      amount: amount.toString(),
    })
    const { tx } = approve.json() as { tx: { data: Hex } }
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: tx.data })
    expect(functionName).toBe('approve')
    expect(args).toEqual([devnetContracts.swapFeeRouter, amount])

    const unlimited = await get('/v1/convert/build-approve', { userAddress: user, from: pusd, to: ptk })
    expect(unlimited.json()).toMatchObject({
      statusCode: 400,
      message: 'amount: required; an approval covers exactly the amount of the swap it is for',
    })
  })

  it('answers a native approval, a malformed token and an unsupported chain with 400', async () => {
    const native = await get('/v1/convert/build-approve', {
      userAddress: user,
      from: eth,
      to: ptk,
      amount: '1',
    })
    expect(native.json()).toMatchObject({
      statusCode: 400,
      message: 'from: the native coin needs no approval',
    })
    const malformed = await get('/v1/convert/allowance', { tokenAddress: '0x12', userAddress: user })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toMatch(/^tokenAddress: must be a CAIP-10 token id/)
    const other = `eip155:1:${devnetContracts.usd}`
    const unsupported = await get('/v1/convert/build-approve', {
      userAddress: user,
      from: other,
      to: other,
      amount: '1',
    })
    expect(unsupported.json()).toMatchObject({ statusCode: 400, message: 'Network not supported for Swaps' })
  })
})

describe('POST /v1/convert/build-transaction (bad input; execution is proven in convertSwapExecutes.test.ts)', () => {
  const build = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/v1/convert/build-transaction',
      payload: {
        projectId: 'test',
        amount: '1000000',
        from: pusd,
        to: ptk,
        userAddress: user,
        eip155: { slippage: '1' },
        ...body,
      },
    })

  it("answers an unsupported chain with 'Network not supported for Swaps' (§8)", async () => {
    const other = `eip155:1:${devnetContracts.usd}`
    const response = await build({ from: other, to: other })
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'Network not supported for Swaps' })
  })

  it('answers a bad slippage, a missing approval and an amount over the balance with 400', async () => {
    expect((await build({ eip155: { slippage: 'lots' } })).json().message).toBe(
      'eip155.slippage: must be a slippage in percent, such as 1',
    )
    expect((await build({ eip155: { slippage: 80 } })).json().message).toBe(
      'eip155.slippage: must be at most 50 (percent)',
    )
    expect((await build({})).json().message).toBe(
      'the router may not spend this token yet: send the build-approve transaction first',
    )
    expect((await build({ from: eth, amount: parseEther('100000').toString() })).json().message).toBe(
      'amount: exceeds the balance',
    )
  })
})

// The same routes on each configuration: what they answer is read from the chain's manifest and its venue's own
// quoter (Uniswap V2's getAmountsOut on 31337, QuoterV2 through PorticoV3SwapRouter's fee on 31339).
describe.each(apiConfigurations)('the /v1/convert routes on $name', (configuration) => {
  const { caipNetworkId, swaps } = configuration
  let chainDevnet: RunningDevnet<31337 | 31339>
  let app: ReturnType<typeof buildApiServer>
  const id = (address: string) => `${caipNetworkId}:${address}`
  const swapper = devnetAccounts[9]!.address // spends nothing here, so nothing is approved for it
  beforeAll(async () => {
    chainDevnet = await devnets.of(configuration.chainId)
    app = buildApiServer({ chains: [configuration.apiChain(chainDevnet.rpcUrl)] }, { db })
  })
  afterAll(async () => {
    await app?.close()
  })

  const get = (path: string, query: Record<string, string>) =>
    app.inject(`${path}?${new URLSearchParams({ projectId: 'test', ...query }).toString()}`)
  const query = (swap: { from: string; to: string; amount: bigint }) => ({
    from: id(swap.from),
    to: id(swap.to),
    amount: swap.amount.toString(),
    userAddress: swapper,
  })

  it('lists the native coin and the configured tokens with more than 0 decimals, priced by the configured sources', async () => {
    const response = await get('/v1/convert/tokens', { chainId: caipNetworkId })
    expect(response.statusCode, response.body).toBe(200)
    const { tokens } = response.json() as { tokens: SwapToken[] }
    const listed = configuration.apiChain(chainDevnet.rpcUrl).tokens.filter((t) => t.decimals > 0)
    expect(tokens.map((t) => t.address)).toEqual([id(NATIVE), ...listed.map((t) => id(t.address))])
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', ...listed.map((t) => t.symbol)])
    for (const expected of configuration.prices) {
      const token = tokens.find((t) => t.address === id(expected.address))!
      if (expected.exact) expect(token.price, expected.symbol).toBeCloseTo(expected.price, 6)
      else expect(Math.abs(token.price / expected.price - 1), expected.symbol).toBeLessThan(0.05)
    }
    for (const unpriced of configuration.unpriced) {
      expect(tokens.find((t) => t.address === id(unpriced.address))?.price, unpriced.symbol).toBe(0)
    }
  })

  it.each(['tokenToToken', 'nativeToToken', 'tokenToNative'] as const)(
    "quotes %s as the venue's quoter does for the amount less the 0.85 % fee",
    async (kind) => {
      const swap = swaps[kind]
      const response = await get('/v1/convert/quotes', query(swap))
      expect(response.statusCode, response.body).toBe(200)
      const expected = await swaps.quote(createPublicClient({ transport: http(chainDevnet.rpcUrl) }), swap)
      expect(expected).toBeGreaterThan(0n)
      expect(response.json()).toEqual({
        quotes: [
          {
            fromAmount: swap.amount.toString(),
            fromAccount: id(swap.from),
            toAmount: expected.toString(),
            toAccount: id(swap.to),
            providerFee: (swap.amount - amountAfterProviderFee(swap.amount)).toString(),
          },
        ],
      })
    },
  )

  it('answers unusable quotes with 400 and the same messages as on every chain', async () => {
    const { from, to } = swaps.tokenToToken
    const cases: [Record<string, string>, string][] = [
      [
        { from: id(from), to: id(from) },
        'from and to must be different tokens (wrapping the native coin is not a swap)',
      ],
      [
        { from: id(swaps.feeRouter), to: id(to) },
        `from: ${swaps.feeRouter} is not a token this API swaps on ${caipNetworkId}`,
      ],
      [{ to: `eip155:1:${to}` }, `to: the token is on eip155:1, not ${caipNetworkId}`],
      [{ amount: '1' }, 'amount: too small to pay the 0.85 % provider fee'],
    ]
    for (const [overrides, message] of cases) {
      const response = await get('/v1/convert/quotes', { ...query(swaps.tokenToToken), ...overrides })
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message,
      })
    }
  })

  it('reads 0 allowance before approval and the largest uint256 for the native coin, and builds approve(fee router, exactly the amount)', async () => {
    const swap = swaps.tokenToToken
    const allowance = await get('/v1/convert/allowance', {
      tokenAddress: id(swap.from),
      userAddress: swapper,
    })
    expect(allowance.json()).toEqual({ allowance: '0' })
    const native = await get('/v1/convert/allowance', { tokenAddress: id(NATIVE), userAddress: swapper })
    expect(native.json()).toEqual({ allowance: maxUint256.toString() })

    const approve = await get('/v1/convert/build-approve', query(swap))
    expect(approve.statusCode, approve.body).toBe(200)
    const { tx } = approve.json() as { tx: { from: string; to: string; data: Hex; value: string } }
    expect(tx).toMatchObject({ from: id(swapper), to: id(swap.from), value: '0' })
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: tx.data })
    expect([functionName, ...args]).toEqual(['approve', swaps.feeRouter, swap.amount])

    const nativeApproval = await get('/v1/convert/build-approve', query(swaps.nativeToToken))
    expect(nativeApproval.json()).toMatchObject({
      statusCode: 400,
      message: 'from: the native coin needs no approval',
    })
  })

  it('refuses to build a swap before approval or over the balance, with 400 and a message saying what to do', async () => {
    const build = (swap: { from: string; to: string; amount: bigint }) =>
      app.inject({
        method: 'POST',
        url: '/v1/convert/build-transaction',
        payload: { projectId: 'test', ...query(swap), eip155: { slippage: '1' } },
      })
    expect((await build(swaps.tokenToToken)).json()).toMatchObject({
      statusCode: 400,
      message: 'the router may not spend this token yet: send the build-approve transaction first',
    })
    expect((await build({ ...swaps.nativeToToken, amount: parseEther('100000') })).json()).toMatchObject({
      statusCode: 400,
      message: 'amount: exceeds the balance',
    })
  })
})
