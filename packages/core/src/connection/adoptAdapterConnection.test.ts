import { describe, expect, it, vi } from 'vitest'
import type { AdapterConnection } from '../adapters/chainAdapterEvents.ts'
import type { AdapterConnectParameters } from '../adapters/chainAdapterParameters.ts'
import { getConnectedConnectorId, setConnectedConnector } from '../storage/connectedNamespaces.ts'
import { getRecentWallets } from '../storage/recentWallets.ts'
import { addAnnouncedConnector, DEV_WALLET_RDNS } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeAdapter } from '../testing/fakeAdapter.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE, BOB, createFakeProvider } from '../testing/fakeProvider.ts'
import { devnet, devnetTwo } from '../testing/networks.ts'
import { adoptAdapterConnection } from './adoptAdapterConnection.ts'
import { connectInjected } from './connectInjected.ts'
import { reconnect } from './reconnect.ts'
import { watchAdapterConnections } from './watchAdapterConnections.ts'

function adapterWorld() {
  const fake = createFakeAdapter({ networks: [devnet, devnetTwo] })
  const context = createTestContext({ adapters: [fake.adapter] }, createFakeBalanceApi().fetch)
  const wallet = createFakeProvider()
  const connection = (overrides: Partial<AdapterConnection> = {}): AdapterConnection => ({
    address: ALICE,
    chainId: 31337,
    accounts: [ALICE],
    connectorId: DEV_WALLET_RDNS,
    provider: wallet.provider,
    name: 'Portico Dev Wallet',
    icon: 'data:image/svg+xml,<svg/>',
    connectorType: 'ANNOUNCED',
    ...overrides,
  })
  return { fake, context, wallet, connection }
}

describe('adopting a connection the adapter made (library-side connect)', () => {
  it('records it as a modal connect does, without asking the wallet', () => {
    const { fake, context, wallet, connection } = adapterWorld()
    expect(adoptAdapterConnection(context, connection())).toBe(true)
    expect(wallet.calls).toEqual([])
    expect(context.stores.account.getState()).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:31337:${ALICE}`,
    })
    expect(context.stores.connection.getState().connections.eip155).toMatchObject({
      connectorId: DEV_WALLET_RDNS,
      connectorType: 'ANNOUNCED',
      adapter: fake.adapter,
    })
    expect(getConnectedConnectorId(context.storage, 'eip155')).toBe(DEV_WALLET_RDNS)
    expect(getRecentWallets(context.storage)).toEqual([{ id: DEV_WALLET_RDNS, name: 'Portico Dev Wallet' }])
    expect(context.stores.events.getState().data).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', name: 'Portico Dev Wallet', reconnect: false },
    })
    // It follows the adapter afterwards.
    fake.emit('chainChanged', { chainId: 31338, caipNetworkId: 'eip155:31338' })
    expect(context.stores.chain.getState().activeNetwork).toBe(devnetTwo)
  })

  it('ignores the current connection and one the modal is making; another wallet replaces the current', () => {
    const { context, connection } = adapterWorld()
    adoptAdapterConnection(context, connection())
    expect(adoptAdapterConnection(context, connection({ address: ALICE.toLowerCase() }))).toBe(false)

    const stopWatching = vi.fn()
    context.stores.connection.setState({ stopWatching })
    expect(
      adoptAdapterConnection(context, connection({ connectorId: 'io.other', address: BOB, name: 'Other' })),
    ).toBe(true)
    expect(stopWatching).toHaveBeenCalledOnce()
    expect(context.stores.account.getState().address).toBe(BOB)

    context.stores.connection.setState({ attempt: Symbol('x'), connectorId: 'io.third' })
    expect(adoptAdapterConnection(context, connection({ connectorId: 'io.third' }))).toBe(false)
  })

  it('never records the embedded wallet as a recent wallet', () => {
    const { context, connection } = adapterWorld()
    adoptAdapterConnection(context, connection({ connectorId: 'ID_AUTH', connectorType: 'AUTH' }))
    expect(getRecentWallets(context.storage)).toEqual([])
  })

  it('is listened for from the start (watchAdapterConnections) and a failure is kept for the Connect view', async () => {
    const { fake, context, connection } = adapterWorld()
    const stop = watchAdapterConnections(context)
    fake.emit('connect', connection())
    await vi.waitFor(() => expect(context.stores.account.getState().status).toBe('connected'))

    fake.emit('connect', connection({ connectorId: 'io.other', address: 'not an address' }))
    await vi.waitFor(() =>
      expect(context.stores.connection.getState().error?.name).toBe('NoAccountsReturnedError'),
    )
    stop()
    fake.emit('connect', connection({ connectorId: 'io.third', address: BOB }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(context.stores.account.getState().address).toBe(ALICE)
  })
})

describe('modal connect through an adapter with its own connectors', () => {
  it('passes the connector id, so the adapter connects its connector of that id', async () => {
    const { fake, context, wallet } = adapterWorld()
    const seen: AdapterConnectParameters[] = []
    const connect = fake.adapter.connect.bind(fake.adapter)
    fake.adapter.connect = (parameters) => {
      seen.push(parameters)
      return connect(parameters)
    }
    addAnnouncedConnector(context, wallet.provider)
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    expect(seen).toEqual([{ provider: wallet.provider, connectorId: DEV_WALLET_RDNS }])
  })
})

describe('reconnect through the adapter (adapter.reconnect)', () => {
  it('awaits the adapter instead of asking the saved wallets, and adopts what it restored', async () => {
    const { fake, context, wallet, connection } = adapterWorld()
    setConnectedConnector(context.storage, { namespace: 'eip155', connectorId: DEV_WALLET_RDNS })
    addAnnouncedConnector(context, wallet.provider)
    fake.adapter.reconnect = () => Promise.resolve(connection())
    await expect(reconnect(context)).resolves.toBe(true)
    expect(wallet.calls).toEqual([])
    expect(fake.calls).toEqual([])
    expect(context.stores.events.getState().data).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { reconnect: true },
    })
  })

  it('asks the adapter even when core stored nothing, and ends disconnected when it restored nothing', async () => {
    const first = adapterWorld()
    first.fake.adapter.reconnect = () => Promise.resolve(first.connection())
    await expect(reconnect(first.context)).resolves.toBe(true)

    const second = adapterWorld()
    setConnectedConnector(second.context.storage, { namespace: 'eip155', connectorId: DEV_WALLET_RDNS })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    second.fake.adapter.reconnect = () => Promise.reject(new Error('storage gone'))
    await expect(reconnect(second.context)).resolves.toBe(false)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
    expect(second.context.stores.account.getState().status).toBe('disconnected')
    expect(getConnectedConnectorId(second.context.storage, 'eip155')).toBeUndefined()

    const third = adapterWorld()
    third.fake.adapter.reconnect = () => Promise.resolve(undefined)
    await expect(reconnect(third.context)).resolves.toBe(false)
  })
})
