import { describe, expect, it } from 'vitest'
import { addAnnouncedConnector, DEV_WALLET_RDNS } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { balanceEntry, createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE, BOB, createFakeProvider } from '../testing/fakeProvider.ts'
import { devnet, devnetTwo } from '../testing/networks.ts'
import { connectInjected } from './connectInjected.ts'
import { disconnect } from './disconnect.ts'

async function connected() {
  const api = createFakeBalanceApi((url) =>
    Response.json({
      balances:
        url.searchParams.get('chainId') === 'eip155:31338'
          ? [
              balanceEntry({
                symbol: 'PGAS',
                chainId: 'eip155:31338',
                quantity: { decimals: '18', numeric: '5' },
              }),
            ]
          : [balanceEntry()],
    }),
  )
  const context = createTestContext({}, api.fetch)
  const wallet = createFakeProvider()
  addAnnouncedConnector(context, wallet.provider)
  const { balanceLoaded } = await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
  await balanceLoaded
  return { context, wallet, api }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('provider events', () => {
  it('follows a change of account', async () => {
    const { context, wallet, api } = await connected()
    wallet.emit('accountsChanged', [BOB.toLowerCase()])
    expect(context.stores.account.getState()).toMatchObject({
      address: BOB,
      caipAddress: `eip155:31337:${BOB}`,
    })
    await settled()
    expect(api.urls.at(-1)).toContain(`/v1/account/${BOB}/balance`)
  })

  it('follows a change of chain and reloads the balance in its coin', async () => {
    const { context, wallet } = await connected()
    wallet.emit('chainChanged', '0x7a6a')
    expect(context.stores.chain.getState().activeNetwork).toBe(devnetTwo)
    expect(context.stores.account.getState().caipAddress).toBe(`eip155:31338:${ALICE}`)
    await settled()
    expect(context.stores.account.getState()).toMatchObject({ balance: '5', balanceSymbol: 'PGAS' })
  })

  it('ignores a chain id it cannot read', async () => {
    const { context, wallet } = await connected()
    wallet.emit('chainChanged', 'not-a-chain')
    expect(context.stores.account.getState().caipAddress).toBe(`eip155:31337:${ALICE}`)
  })

  it('disconnects when the wallet reports no account or disconnects', async () => {
    for (const [event, payload] of [
      ['accountsChanged', []],
      ['disconnect', { code: 4900 }],
    ] as const) {
      const { context, wallet } = await connected()
      context.stores.chain.setState({ activeNetwork: devnetTwo })
      wallet.emit(event, payload)
      await settled()
      expect(context.stores.account.getState()).toMatchObject({ status: 'disconnected', address: undefined })
      expect(context.stores.chain.getState().activeNetwork).toBe(devnet)
      expect(context.stores.router.getState().view).toBe('Connect')
      expect(wallet.listenerCount('chainChanged')).toBe(0)
    }
  })

  it('stops listening on disconnect()', async () => {
    const { context, wallet } = await connected()
    await disconnect(context)
    expect(wallet.listenerCount('accountsChanged')).toBe(0)
    expect(wallet.listenerCount('disconnect')).toBe(0)
    expect(context.stores.connection.getState()).toMatchObject({
      connectorId: undefined,
      provider: undefined,
    })
  })
})
