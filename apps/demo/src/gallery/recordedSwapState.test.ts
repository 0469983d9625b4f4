import {
  createAppKitCore,
  createMemoryStorage,
  initializeSwap,
  setSwapSourceAmount,
  setSwapToToken,
} from '@portico/core'
import { porticoDevnet } from '@portico/devnet/manifest'
import { describe, expect, it } from 'vitest'
import { RECORDED_SWAP_USER, recordedSwapAnswer, recordedSwapState } from './recordedSwapState.ts'

const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * A stand-in for the API that replays its recorded answers (recordedSwapQuote.json), and only to the requests
 * that produced them: any other request is a 404, so the flow cannot reach the fixture by a different path.
 */
function replayRecordedApi(): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input))
    const answer = recordedSwapAnswer(url.pathname)
    const query = Object.fromEntries(url.searchParams)
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined
    const pusd = (
      recordedSwapAnswer('/v1/convert/tokens') as { tokens: { symbol: string; address: string }[] }
    ).tokens.find((token) => token.symbol === 'PUSD')!.address
    const asked =
      url.pathname === '/v1/convert/quotes'
        ? query.from === ETH && query.to === pusd && query.amount === '500000000000000000'
        : url.pathname === '/v1/convert/build-transaction'
          ? body?.from === ETH &&
            body.to === pusd &&
            body.amount === '500000000000000000' &&
            (body.eip155 as { slippage: number }).slippage === 1
          : true
    return answer !== undefined && asked
      ? Response.json(answer)
      : new Response(`not recorded: ${url.pathname}`, { status: 404 })
  }
}

describe('the gallery’s Swap fixture', () => {
  it('is the state core’s swap flow reaches from the recorded API answers', async () => {
    const core = createAppKitCore(
      {
        projectId: 'gallery',
        networks: [porticoDevnet],
        endpoints: { api: 'http://recorded.invalid' },
        features: { analytics: false },
      },
      { fetch: replayRecordedApi(), storage: createMemoryStorage() },
    )
    const { context } = core
    context.stores.account.setState({
      status: 'connected',
      address: RECORDED_SWAP_USER,
      caipAddress: `eip155:31337:${RECORDED_SWAP_USER}`,
    })
    await initializeSwap(context)
    const pusd = context.stores.swap.getState().tokens.find((token) => token.symbol === 'PUSD')!
    await setSwapToToken(context, pusd)
    await setSwapSourceAmount(context, '0.5')

    const reached = context.stores.swap.getState()
    const fixture = recordedSwapState()
    expect(reached.inputError).toBeUndefined()
    for (const [key, value] of Object.entries(fixture)) {
      expect(reached[key as keyof typeof reached], key).toEqual(value)
    }
    // The figures the gallery shows, as the recorded quote gives them.
    expect(fixture).toMatchObject({
      toTokenAmount: '1475.495425',
      providerFee: '0.00425',
      minimumReceived: '1460.74047',
      gasFee: '0.00015000110475',
    })
    // The minimum received is the amountOutMin the API wrote into the recorded swap transaction.
    const { tx } = recordedSwapAnswer('/v1/convert/build-transaction') as { tx: { amountOutMin: string } }
    expect(fixture.minimumReceived).toBe((Number(tx.amountOutMin) / 1e6).toString())
  })
})
