// The §4 swap and send flows of core, end to end: the real API quotes and builds against the devnet's Uniswap
// V2 pools, the Portico Dev Wallet signs, and the balances really move on chain.
import {
  createAppKitCore,
  createMemoryStorage,
  executeSwap,
  initializeSwap,
  nativeTokenId,
  sendDraft,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  setSwapSourceAmount,
  setSwapSourceToken,
  setSwapToToken,
  type AnnouncedProviderSource,
} from '@portico/core'
import { devnetAccounts, devnetContracts, devnetSwapFeeRecipient } from '@portico/devnet'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiOnDevnet, type ApiOnDevnet } from './support/startApiOnDevnet.ts'

let world: ApiOnDevnet
beforeAll(async () => {
  world = await startApiOnDevnet()
})
afterAll(async () => {
  await world?.stop()
})

function announcing(provider: unknown): AnnouncedProviderSource {
  const detail = {
    info: { rdns: 'io.portico.devwallet', uuid: 'dev-1', name: 'Portico Dev Wallet', icon: 'data:,' },
    provider,
  }
  return { subscribe: (listener) => (listener([detail] as never, {} as never), () => undefined) }
}

async function connectedCore(accountIndex: number) {
  const wallet = world.walletFor(accountIndex)
  const core = createAppKitCore(
    {
      projectId: world.projectId,
      networks: [world.network],
      endpoints: { api: world.apiUrl },
      features: { analytics: false },
    },
    { announcedProviders: announcing(wallet.provider), storage: createMemoryStorage() },
  )
  const { balanceLoaded } = await core.connect('io.portico.devwallet')
  await balanceLoaded
  return { core, context: core.context, address: wallet.address }
}

const reader = () => createPublicClient({ transport: http(world.devnet.rpcUrl) })
const pusdOf = (address: Address) =>
  reader().readContract({
    address: devnetContracts.usd,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

describe('swap and send through core on the devnet (§4)', () => {
  it('swaps ETH for PUSD, then PUSD for PTK with an approval first', async () => {
    const { core, context, address } = await connectedCore(8)
    await initializeSwap(context)
    const swap = context.stores.swap
    expect(swap.getState()).toMatchObject({ initialized: true, initializing: false })
    expect(swap.getState().sourceToken?.address).toBe(nativeTokenId('eip155:31337'))
    const tokens = swap.getState().tokens
    const pusd = tokens.find((token) => token.symbol === 'PUSD')!
    const ptk = tokens.find((token) => token.symbol === 'PTK')!

    const pusdBefore = await pusdOf(address)
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')
    expect(swap.getState().inputError).toBeUndefined()
    expect(Number(swap.getState().toTokenAmount)).toBeGreaterThan(1000) // ~1500 PUSD less fees at 3000 PUSD/ETH
    expect(swap.getState().swapTransaction).toBeDefined()
    expect(swap.getState().approvalTransaction).toBeUndefined() // the native coin needs none
    const quoted = parseUnits(swap.getState().toTokenAmount, 6)
    await executeSwap(context)
    const gained = (await pusdOf(address)) - pusdBefore
    expect(gained).toBeGreaterThanOrEqual((quoted * 99n) / 100n) // within the 1 % slippage
    expect(swap.getState()).toMatchObject({
      sourceTokenAmount: '',
      swapTransaction: undefined,
      loadingTransaction: false,
    })

    await setSwapSourceToken(context, { ...pusd })
    await setSwapToToken(context, ptk)
    await setSwapSourceAmount(context, '100')
    expect(swap.getState().approvalTransaction).toBeDefined() // §4: allowance short, approval first
    await executeSwap(context) // approval; the quote and transaction refresh
    expect(swap.getState().approvalTransaction).toBeUndefined()
    expect(swap.getState().swapTransaction).toBeDefined()
    const beforeSecond = await pusdOf(address)
    const feesBefore = await pusdOf(devnetSwapFeeRecipient)
    await executeSwap(context)
    // The whole 100 PUSD leave the wallet: the fee router pays 0.85 PUSD to the fee recipient (ADR 0005).
    expect(beforeSecond - (await pusdOf(address))).toBe(parseUnits('100', 6))
    expect((await pusdOf(devnetSwapFeeRecipient)) - feesBefore).toBe(parseUnits('0.85', 6))

    // §4: success reset the draft (the source token stays); pick the destination again.
    expect(swap.getState().toToken).toBeUndefined()
    await setSwapToToken(context, ptk)
    await setSwapSourceAmount(context, '100000000')
    expect(swap.getState().inputError).toBe('Insufficient balance')
    core.destroy()
  })

  it('sends PUSD and ETH to another devnet account', async () => {
    const { core, context } = await connectedCore(9)
    const receiver = devnetAccounts[7]!.address as Address
    // Account 9 holds no PUSD yet: buy some first through the swap flow.
    await initializeSwap(context)
    const pusdToken = context.stores.swap.getState().tokens.find((token) => token.symbol === 'PUSD')!
    await setSwapToToken(context, pusdToken)
    await setSwapSourceAmount(context, '0.1')
    await executeSwap(context)

    const balances = await fetch(
      `${world.apiUrl}/v1/account/${core.getAddress()}/balance?projectId=${world.projectId}&currency=usd&chainId=eip155:31337&forceUpdate=true`,
    ).then(
      (response) =>
        response.json() as Promise<{
          balances: {
            symbol: string
            address?: string
            name: string
            chainId: string
            quantity: { decimals: string; numeric: string }
            iconUrl: string
            price: number
            value: number
          }[]
        }>,
    )
    const pusd = balances.balances.find((entry) => entry.symbol === 'PUSD')!
    const eth = balances.balances.find((entry) => entry.symbol === 'ETH')!

    const before = await pusdOf(receiver)
    setSendToken(context, pusd)
    setSendAmount(context, '12.5')
    await setSendReceiver(context, receiver)
    await sendDraft(context)
    expect((await pusdOf(receiver)) - before).toBe(parseUnits('12.5', 6))
    expect(context.stores.send.getState()).toMatchObject({ token: undefined, sendTokenAmount: undefined })

    const ethBefore = await reader().getBalance({ address: receiver })
    setSendToken(context, eth)
    setSendAmount(context, '0.25')
    await setSendReceiver(context, receiver)
    await sendDraft(context)
    expect((await reader().getBalance({ address: receiver })) - ethBefore).toBe(parseEther('0.25'))
    core.destroy()
  })
})
