import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { devnet } from '../testing/networks.ts'
import { createFakeProvider } from '../testing/fakeProvider.ts'
import {
  executeSwap,
  initializeSwap,
  isAllowanceSufficient,
  parseSourceAmount,
  setSwapSlippage,
  setSwapSourceAmount,
  setSwapSourceToken,
  setSwapToToken,
  switchSwapTokens,
} from './swapActions.ts'
import { openModal } from '../modal/openModal.ts'
import { nativeTokenId } from './swapApi.ts'
import type { SwapToken } from './swapStore.ts'

const ETH_ID = nativeTokenId('eip155:31337')
const PUSD_ID = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'

function token(symbol: string, address: string, decimals: number, price: number): SwapToken {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:31337',
    address,
    decimals,
    logoUri: '',
    eip2612: false,
    quantity: { decimals: String(decimals), numeric: '0' },
    price,
    value: 0,
  }
}
const eth = token('ETH', ETH_ID, 18, 3000)
const pusd = token('PUSD', PUSD_ID, 6, 1)

/** Answers like services/api does; `quote` decides the quote's toAmount. */
function swapApi({
  quote = '1485000000',
  ethHeld = '2',
  failTokens = false,
  failQuote = false,
  failBuild = false,
  failAllowance = false,
  failApprove = false,
  ethPrice = 3000,
} = {}) {
  const paths: string[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    paths.push(url.pathname)
    switch (url.pathname) {
      case '/v1/convert/tokens':
        return failTokens
          ? new Response('down', { status: 503 })
          : Response.json({ tokens: [{ ...eth, price: ethPrice }, pusd] })
      case `/v1/account/${ALICE}/balance`:
        return Response.json({
          balances: [
            {
              ...eth,
              address: undefined,
              iconUrl: '',
              quantity: { decimals: '18', numeric: ethHeld },
              value: 6000,
            },
            { ...pusd, iconUrl: '', quantity: { decimals: '6', numeric: '100' }, value: 100 },
          ],
        })
      case '/v1/convert/gas-price':
        return Response.json({ standard: '1000000000', fast: '1200000000', instant: '1500000000' })
      case '/v1/convert/quotes':
        if (failQuote) return Response.json({ message: 'the pools cannot quote this swap' }, { status: 400 })
        return Response.json({
          quotes: [
            { fromAmount: url.searchParams.get('amount'), toAmount: quote, providerFee: '4250000000000000' },
          ],
        })
      case '/v1/convert/allowance':
        return failAllowance ? new Response('down', { status: 503 }) : Response.json({ allowance: '0' })
      case '/v1/convert/build-approve':
        return failApprove
          ? new Response('down', { status: 503 })
          : Response.json({ tx: { to: PUSD_ID, data: '0x095ea7b3', value: '0', eip155: { gasPrice: '1' } } })
      case '/v1/convert/build-transaction':
        if (failBuild) return Response.json({ message: 'the swap would fail' }, { status: 400 })
        return Response.json({
          tx: {
            to: `eip155:31337:0x${'1'.repeat(40)}`,
            data: '0xabcd',
            value: '1',
            eip155: { gas: '150000', gasPrice: '1' },
          },
        })
      default:
        return new Response('not found', { status: 404 })
    }
  }
  return { fetch: fetch as typeof globalThis.fetch, paths }
}

function connected(fetch: typeof globalThis.fetch) {
  const context = createTestContext({}, fetch)
  context.stores.account.setState({
    status: 'connected',
    address: ALICE,
    caipAddress: `eip155:31337:${ALICE}`,
  })
  context.stores.chain.setState({ activeNetwork: devnet })
  return context
}

afterEach(() => void vi.useRealTimers())

describe('swap (§4, §5)', () => {
  it('is initializing, then initialized with the tokens, balances and the native coin as source', async () => {
    const context = connected(swapApi().fetch)
    const states: boolean[] = []
    context.stores.swap.subscribe(({ initializing }) => states.push(initializing))
    await initializeSwap(context)
    expect(states[0]).toBe(true)
    expect(context.stores.swap.getState()).toMatchObject({
      initializing: false,
      initialized: true,
      networkPrice: 3000,
      networkBalanceInUSD: 6000,
    })
    expect(context.stores.swap.getState().sourceToken?.symbol).toBe('ETH')
  })

  it("initialisation failure shows 'Failed to initialize swap' and goes back", async () => {
    const context = connected(swapApi({ failTokens: true }).fetch)
    context.stores.router.setState({ view: 'Swap', history: ['Account', 'Swap'] })
    await expect(initializeSwap(context)).rejects.toThrow('Failed to initialize swap')
    expect(context.stores.toast.getState()).toMatchObject({
      message: 'Failed to initialize swap',
      variant: 'error',
    })
    expect(context.stores.router.getState().view).toBe('Account')
  })

  it('fetches a quote only when both tokens and a positive amount exist', async () => {
    const api = swapApi()
    const context = connected(api.fetch)
    await initializeSwap(context)
    await setSwapSourceAmount(context, '0.5')
    expect(api.paths).not.toContain('/v1/convert/quotes') // no destination yet
    await setSwapToToken(context, pusd)
    expect(api.paths).toContain('/v1/convert/quotes')
    expect(context.stores.swap.getState().toTokenAmount).toBe('1485')
    const quotes = api.paths.filter((path) => path === '/v1/convert/quotes').length
    await setSwapSourceAmount(context, '0')
    expect(api.paths.filter((path) => path === '/v1/convert/quotes').length).toBe(quotes) // §5: must be > 0
  })

  it('builds the swap transaction directly when the source is the native coin', async () => {
    const context = connected(swapApi().fetch)
    await initializeSwap(context)
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    expect(context.stores.swap.getState().swapTransaction).toMatchObject({ data: '0xabcd', gas: 150000n })
    expect(context.stores.swap.getState().loadingBuildTransaction).toBe(false)
  })

  it("an unusable quote gives 'Incorrect amount' / 'Please enter a valid amount'", async () => {
    const context = connected(swapApi({ quote: '0' }).fetch)
    await initializeSwap(context)
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    expect(context.stores.swap.getState().inputError).toBe('Incorrect amount')
    expect(context.stores.toast.getState().message).toBe('Incorrect amount. Please enter a valid amount')
  })

  it("insufficient source balance sets 'Insufficient balance'", async () => {
    const context = connected(swapApi({ ethHeld: '0.1' }).fetch)
    await initializeSwap(context)
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    expect(context.stores.swap.getState().inputError).toBe('Insufficient balance')
    expect(context.stores.swap.getState().swapTransaction).toBeUndefined()
  })

  it("too little network token for gas sets 'Insufficient balance'", async () => {
    const context = connected(swapApi({ ethHeld: '0' }).fetch)
    await initializeSwap(context)
    context.stores.swap.setState({
      myTokensWithBalance: [{ ...eth, quantity: { decimals: '18', numeric: '1' } }],
    })
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    expect(context.stores.swap.getState().inputError).toBe('Insufficient balance')
  })

  it('switching tokens swaps source and destination; an empty destination amount becomes 1', async () => {
    const context = connected(swapApi().fetch)
    await initializeSwap(context)
    context.stores.swap.setState({ toToken: pusd })
    await switchSwapTokens(context)
    expect(context.stores.swap.getState()).toMatchObject({
      sourceToken: pusd,
      toToken: eth,
      sourceTokenAmount: '1',
    })
  })

  it('picking the other side’s token turns the pair around instead of swapping a token for itself', async () => {
    const context = connected(swapApi().fetch)
    await initializeSwap(context)
    await setSwapToToken(context, pusd)
    await setSwapToToken(context, eth)
    expect(context.stores.swap.getState()).toMatchObject({ sourceToken: pusd, toToken: eth })
    await setSwapSourceToken(context, eth)
    expect(context.stores.swap.getState()).toMatchObject({ sourceToken: eth, toToken: pusd })
  })

  it('allowance is sufficient when at least the source amount parsed with the token decimals', () => {
    expect(isAllowanceSufficient(1_500_000n, '1.5', 6)).toBe(true)
    expect(isAllowanceSufficient(1_499_999n, '1.5', 6)).toBe(false)
    expect(parseSourceAmount('1.1234567', 6)).toBeUndefined() // more decimals than the token has
    expect(parseSourceAmount('abc', 6)).toBeUndefined()
  })
})

describe('the quote summary, slippage and the §8 swap errors', () => {
  it('computes the provider fee, price impact, network cost and minimum received from the quote', async () => {
    const context = connected(swapApi().fetch)
    await initializeSwap(context)
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    expect(context.stores.swap.getState()).toMatchObject({
      toTokenAmount: '1485',
      providerFee: '0.00425',
      gasFee: '0.00015', // §9: 150,000 gas at 1 gwei
      minimumReceived: '1470.15',
      maxSlippage: '14.85',
    })
    expect(context.stores.swap.getState().priceImpact).toBeCloseTo((1 - 1485 / (0.49575 * 3000)) * 100, 10)
    expect(context.stores.swap.getState().gasPriceInUSD).toBeCloseTo(0.45, 10)
  })

  it('sets the slippage (1 % by default, §9), refreshes the minimum received and sends it to the build', async () => {
    const api = swapApi()
    const context = connected(api.fetch)
    await initializeSwap(context)
    expect(context.stores.swap.getState().slippage).toBe(1)
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    await setSwapSlippage(context, 0.5)
    expect(context.stores.swap.getState()).toMatchObject({ slippage: 0.5, minimumReceived: '1477.575' })
    await expect(setSwapSlippage(context, 0)).rejects.toThrow('Slippage must be more than 0 and at most 50 %')
    await expect(setSwapSlippage(context, 51)).rejects.toThrow(
      'Slippage must be more than 0 and at most 50 %',
    )
    expect(context.stores.swap.getState().slippage).toBe(0.5)
  })

  it("a quote the API refuses gives 'Incorrect amount' / 'Please enter a valid amount'", async () => {
    const context = connected(swapApi({ failQuote: true }).fetch)
    await initializeSwap(context)
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    expect(context.stores.swap.getState()).toMatchObject({
      inputError: 'Incorrect amount',
      toTokenAmount: '',
    })
    expect(context.stores.toast.getState().message).toBe('Incorrect amount. Please enter a valid amount')
  })

  it("a failed swap build shows 'Failed to create transaction'", async () => {
    const context = connected(swapApi({ failBuild: true }).fetch)
    await initializeSwap(context)
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    expect(context.stores.swap.getState().swapTransaction).toBeUndefined()
    expect(context.stores.toast.getState()).toMatchObject({
      message: 'Failed to create transaction',
      variant: 'error',
    })
  })

  it("a failed allowance read shows 'Failed to check allowance'; a failed approval build 'Failed to create approval transaction'", async () => {
    const allowance = connected(swapApi({ failAllowance: true }).fetch)
    await initializeSwap(allowance)
    await setSwapSourceToken(allowance, pusd)
    await setSwapToToken(allowance, eth)
    await setSwapSourceAmount(allowance, '10')
    expect(allowance.stores.toast.getState().message).toBe('Failed to check allowance')

    const approve = connected(swapApi({ failApprove: true }).fetch)
    await initializeSwap(approve)
    await setSwapSourceToken(approve, pusd)
    await setSwapToToken(approve, eth)
    await setSwapSourceAmount(approve, '10')
    expect(approve.stores.swap.getState().approvalTransaction).toBeUndefined()
    expect(approve.stores.toast.getState().message).toBe('Failed to create approval transaction')
  })

  it('§2: the transaction stack shows ApproveTransaction while the wallet decides, then resets to Account', async () => {
    const context = connected(swapApi().fetch)
    const wallet = createFakeProvider({
      answers: { eth_sendTransaction: `0x${'ab'.repeat(32)}`, eth_getTransactionReceipt: { status: '0x1' } },
    })
    context.stores.connection.setState({
      connections: {
        eip155: {
          connectorId: 'fake',
          connectorType: 'ANNOUNCED',
          name: 'Fake',
          icon: undefined,
          caipAddress: `eip155:31337:${ALICE}`,
          provider: wallet.provider,
          adapter: undefined,
        },
      },
    })
    context.stores.router.setState({ view: 'Swap', history: ['Account', 'Swap'] })
    await initializeSwap(context)
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    const views: string[] = []
    context.stores.router.subscribe(({ view }) => {
      if (views.at(-1) !== view && view !== 'Swap') views.push(view)
    })
    await executeSwap(context)
    expect(views).toEqual(['ApproveTransaction', 'Account'])
    expect(context.stores.router.getState()).toMatchObject({ history: ['Account'], transactionStack: [] })
    expect(wallet.calls).toEqual(expect.arrayContaining(['eth_sendTransaction', 'eth_getTransactionReceipt']))
  })

  it('§2/§6: with the embedded wallet core leaves the approval view to it, and still resets to Account after the swap', async () => {
    const context = connected(swapApi().fetch)
    const wallet = createFakeProvider({
      answers: { eth_sendTransaction: `0x${'cd'.repeat(32)}`, eth_getTransactionReceipt: { status: '0x1' } },
    })
    context.stores.connection.setState({
      connections: {
        eip155: {
          connectorId: 'auth',
          connectorType: 'AUTH',
          name: 'Email',
          icon: undefined,
          caipAddress: `eip155:31337:${ALICE}`,
          provider: wallet.provider,
          adapter: undefined,
        },
      },
    })
    context.stores.router.setState({ view: 'Swap', history: ['Account', 'Swap'] })
    await initializeSwap(context)
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    const views: string[] = []
    context.stores.router.subscribe(({ view }) => {
      if (views.at(-1) !== view) views.push(view)
    })
    await executeSwap(context)
    expect(views).toEqual(['Swap', 'Account']) // no ApproveTransaction pushed by core
    expect(context.stores.router.getState()).toMatchObject({ history: ['Account'], transactionStack: [] })
  })

  it("a swap that reverts on chain is a 'Transaction error' and stays on Swap", async () => {
    const context = connected(swapApi().fetch)
    const wallet = createFakeProvider({
      answers: { eth_sendTransaction: `0x${'ef'.repeat(32)}`, eth_getTransactionReceipt: { status: '0x0' } },
    })
    context.stores.connection.setState({
      connections: {
        eip155: {
          connectorId: 'fake',
          connectorType: 'ANNOUNCED',
          name: 'Fake',
          icon: undefined,
          caipAddress: `eip155:31337:${ALICE}`,
          provider: wallet.provider,
          adapter: undefined,
        },
      },
    })
    context.stores.router.setState({ view: 'Swap', history: ['Account', 'Swap'] })
    await initializeSwap(context)
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    await expect(executeSwap(context)).rejects.toThrow('Transaction error')
    expect(context.stores.swap.getState().transactionError).toBe('Transaction error')
    expect(context.stores.router.getState()).toMatchObject({ view: 'Swap', transactionStack: [] })
  })

  it("a network coin no source prices shows 'Failed to fetch network token price'", async () => {
    const context = connected(swapApi({ ethPrice: 0 }).fetch)
    await initializeSwap(context)
    expect(context.stores.swap.getState()).toMatchObject({ initialized: true, networkPrice: 0 })
    expect(context.stores.toast.getState()).toMatchObject({
      message: 'Failed to fetch network token price',
      variant: 'error',
    })
  })

  it('§2: a declined swap goes back to Swap and shows the wallet’s message', async () => {
    const context = connected(swapApi().fetch)
    const wallet = createFakeProvider({
      fail: { eth_sendTransaction: { code: 4001, message: 'User rejected the request.' } },
    })
    context.stores.connection.setState({
      connections: {
        eip155: {
          connectorId: 'fake',
          connectorType: 'ANNOUNCED',
          name: 'Fake',
          icon: undefined,
          caipAddress: `eip155:31337:${ALICE}`,
          provider: wallet.provider,
          adapter: undefined,
        },
      },
    })
    context.stores.router.setState({ view: 'Swap', history: ['Account', 'Swap'] })
    await initializeSwap(context)
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    await expect(executeSwap(context)).rejects.toThrow()
    expect(context.stores.router.getState()).toMatchObject({ view: 'Swap', transactionStack: [] })
    expect(context.stores.swap.getState().transactionError).toBeDefined()
    expect(context.stores.toast.getState().variant).toBe('error')
  })
})

describe("open({ view: 'Swap', arguments }) (AppKit)", () => {
  it('fills in the tokens by symbol and the amount once initialized, and quotes them', async () => {
    const api = swapApi()
    const context = connected(api.fetch)
    openModal(context, { view: 'Swap', arguments: { amount: '0.5', fromToken: 'eth', toToken: 'PUSD' } })
    expect(context.stores.router.getState().view).toBe('Swap')
    await initializeSwap(context)
    expect(context.stores.swap.getState()).toMatchObject({
      sourceToken: { symbol: 'ETH' },
      toToken: { symbol: 'PUSD' },
      sourceTokenAmount: '0.5',
      toTokenAmount: '1485',
      preset: undefined,
    })
  })

  it('starts from the native coin when a symbol is unknown, and initializes again when opened with new arguments', async () => {
    const context = connected(swapApi().fetch)
    await initializeSwap(context)
    openModal(context, { view: 'Swap', arguments: { fromToken: 'DOGE', toToken: 'PUSD' } })
    expect(context.stores.swap.getState()).toMatchObject({ initialized: false, preset: { toToken: 'PUSD' } })
    await initializeSwap(context)
    expect(context.stores.swap.getState()).toMatchObject({
      sourceToken: { symbol: 'ETH' },
      toToken: { symbol: 'PUSD' },
      sourceTokenAmount: '',
    })
  })
})
