import { ConnectorNotFoundError, UserRejectedRequestError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { connectExternal } from './connectExternal.ts'
import { addAnnouncedConnector } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE, createFakeProvider } from '../testing/fakeProvider.ts'
import type { Connector } from './types.ts'

const EXTERNAL_ID = 'appOwnConnector'

/** An external connector as an adapter reports it (e.g. an app's own wagmi connector). */
function addExternalConnector(
  context: ReturnType<typeof createTestContext>,
  provider: Connector['provider'],
) {
  const connector = addAnnouncedConnector(context, provider, EXTERNAL_ID)
  context.stores.connectors.setState({
    connectors: [{ ...connector, type: 'EXTERNAL', name: 'App Connector' }],
  })
}

describe('connectExternal', () => {
  it('shows ConnectingExternal while the wallet answers, then Account', async () => {
    const api = createFakeBalanceApi()
    const context = createTestContext({}, api.fetch)
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const wallet = createFakeProvider({ wait: { eth_requestAccounts: answered } })
    addExternalConnector(context, wallet.provider)

    const attempt = connectExternal(context, { connectorId: EXTERNAL_ID })
    expect(context.stores.router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      history: ['Connect', 'ConnectingExternal'],
    })
    expect(context.stores.connection.getState().connectorId).toBe(EXTERNAL_ID)
    await expect.poll(() => context.stores.account.getState().status).toBe('connecting')
    answer()
    const { address, balanceLoaded } = await attempt
    await balanceLoaded
    expect(address).toBe(ALICE)
    expect(context.stores.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('stays on ConnectingExternal with the declined error, and a retry does not push the view again', async () => {
    const context = createTestContext()
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    addExternalConnector(context, createFakeProvider({ fail: { eth_requestAccounts: rejection } }).provider)

    await expect(connectExternal(context, { connectorId: EXTERNAL_ID })).rejects.toThrow(
      UserRejectedRequestError,
    )
    expect(context.stores.router.getState().view).toBe('ConnectingExternal')
    expect(context.stores.connection.getState().error).toBeInstanceOf(UserRejectedRequestError)
    expect(context.stores.account.getState().status).toBe('disconnected')

    const retry = connectExternal(context, { connectorId: EXTERNAL_ID })
    // The retry clears the last error at once, so the view shows the wait again.
    expect(context.stores.connection.getState().error).toBeUndefined()
    await expect(retry).rejects.toThrow(UserRejectedRequestError)
    expect(context.stores.router.getState().history).toEqual(['Connect', 'ConnectingExternal'])
  })

  it('names an unknown connector and leaves the view alone', async () => {
    const context = createTestContext()
    await expect(connectExternal(context, { connectorId: 'nope' })).rejects.toThrow(ConnectorNotFoundError)
    expect(context.stores.router.getState().view).toBe('Connect')
  })
})
