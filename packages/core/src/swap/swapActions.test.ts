import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { devnet } from '../testing/networks.ts'
import {
  initializeSwap,
  isAllowanceSufficient,
  parseSourceAmount,
  setSwapSourceAmount,
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
function swapApi({ quote = '1485000000', ethHeld = '2', failTokens = false } = {}) {
  const paths: string[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    paths.push(url.pathname)
    switch (url.pathname) {
      case '/v1/convert/tokens':
        return failTokens ? new Response('down', { status: 503 }) : Response.json({ tokens: [eth, pusd] })
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
          ],
        })
      case '/v1/convert/gas-price':
        return Response.json({ standard: '1000000000', fast: '1200000000', instant: '1500000000' })
      case '/v1/convert/quotes':
        return Response.json({ quotes: [{ fromAmount: url.searchParams.get('amount'), toAmount: quote }] })
      case '/v1/convert/build-transaction':
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

  it('allowance is sufficient when at least the source amount parsed with the token decimals', () => {
    expect(isAllowanceSufficient(1_500_000n, '1.5', 6)).toBe(true)
    expect(isAllowanceSufficient(1_499_999n, '1.5', 6)).toBe(false)
    expect(parseSourceAmount('1.1234567', 6)).toBeUndefined() // more decimals than the token has
    expect(parseSourceAmount('abc', 6)).toBeUndefined()
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
