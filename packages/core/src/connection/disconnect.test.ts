import { describe, expect, it } from 'vitest'
import { addAnnouncedConnector, DEV_WALLET_RDNS } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { createFakeProvider } from '../testing/fakeProvider.ts'
import { getConnectedConnectorId, getConnectedNamespaces } from '../storage/connectedNamespaces.ts'
import { connectInjected } from './connectInjected.ts'
import { disconnect } from './disconnect.ts'

describe('disconnect (§4)', () => {
  it('stores the connected connector id per namespace on connect and removes it on disconnect', async () => {
    const api = createFakeBalanceApi()
    const context = createTestContext({ projectId: 'demo' }, api.fetch)
    addAnnouncedConnector(context, createFakeProvider().provider)
    const { balanceLoaded } = await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    await balanceLoaded
    expect(getConnectedConnectorId(context.storage, 'eip155')).toBe(DEV_WALLET_RDNS)
    expect(getConnectedNamespaces(context.storage)).toEqual(['eip155'])

    await disconnect(context)
    expect(getConnectedConnectorId(context.storage, 'eip155')).toBeUndefined()
    expect(getConnectedNamespaces(context.storage)).toEqual([])
  })

  it('resets account and network state and shows Connect', async () => {
    const context = createTestContext()
    context.stores.account.setState({
      status: 'connected',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    context.stores.chain.setState({ activeNetwork: undefined })
    await disconnect(context)
    expect(context.stores.account.getState()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(context.stores.chain.getState().activeNetwork).toBe(
      context.stores.options.getState().defaultNetwork,
    )
    expect(context.stores.router.getState().view).toBe('Connect')
  })
})
