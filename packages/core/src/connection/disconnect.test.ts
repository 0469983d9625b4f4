import { describe, expect, it } from 'vitest'
import { addAnnouncedConnector, DEV_WALLET_RDNS } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { createFakeProvider } from '../testing/fakeProvider.ts'
import { getConnectedConnectorId, getConnectedNamespaces } from '../storage/connectedNamespaces.ts'
import { DisconnectFailedError } from '@portico/common'
import { createFakeAdapter } from '../testing/fakeAdapter.ts'
import { devnet } from '../testing/networks.ts'
import { connectInjected } from './connectInjected.ts'
import type { NamespaceConnection } from './connectionStore.ts'
import { disconnect, namespacesToDisconnect } from './disconnect.ts'

function record(
  connectorType: NamespaceConnection['connectorType'],
  namespace = 'eip155',
): NamespaceConnection {
  return {
    connectorId: `${connectorType}-id`,
    connectorType,
    name: connectorType,
    icon: undefined,
    caipAddress: `${namespace}:1:0xabc` as NamespaceConnection['caipAddress'],
    provider: createFakeProvider().provider,
    adapter: undefined,
  }
}

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

  it('is per namespace: only the namespace asked for ends', () => {
    const connections = { eip155: record('ANNOUNCED'), solana: record('ANNOUNCED', 'solana') }
    expect(namespacesToDisconnect(connections, 'eip155')).toEqual(['eip155'])
    expect(namespacesToDisconnect(connections, undefined)).toEqual(['eip155', 'solana'])
  })

  it('cascades a WalletConnect or auth disconnect to the other namespaces of the same kind', () => {
    const walletConnect = {
      eip155: record('WALLET_CONNECT'),
      solana: record('WALLET_CONNECT', 'solana'),
      bip122: record('ANNOUNCED', 'bip122'),
    }
    expect(namespacesToDisconnect(walletConnect, 'eip155')).toEqual(['eip155', 'solana'])
    const auth = { eip155: record('AUTH'), solana: record('AUTH', 'solana') }
    expect(namespacesToDisconnect(auth, 'solana')).toEqual(['solana', 'eip155'])
  })

  it('resets the send draft and tracks DISCONNECT_SUCCESS', async () => {
    const context = createTestContext({}, createFakeBalanceApi().fetch)
    addAnnouncedConnector(context, createFakeProvider().provider)
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    context.stores.send.setState({ sendTokenAmount: '1', receiverAddress: '0xabc' })
    await disconnect(context)
    expect(context.stores.send.getState()).toMatchObject({
      sendTokenAmount: undefined,
      receiverAddress: undefined,
    })
    expect(context.stores.events.getState().data).toMatchObject({
      event: 'DISCONNECT_SUCCESS',
      properties: { namespaces: ['eip155'] },
    })
  })

  it('asks the adapter to disconnect and, when it fails, still resets and tracks DISCONNECT_ERROR', async () => {
    const fake = createFakeAdapter({ fail: { disconnect: new Error('revoke failed') }, networks: [devnet] })
    const context = createTestContext({ adapters: [fake.adapter] }, createFakeBalanceApi().fetch)
    addAnnouncedConnector(context, createFakeProvider().provider)
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })

    await expect(disconnect(context, { namespace: 'eip155' })).rejects.toThrow(DisconnectFailedError)
    expect(fake.calls).toContain('disconnect')
    expect(context.stores.account.getState().status).toBe('disconnected')
    expect(context.stores.connection.getState().connections).toEqual({})
    expect(getConnectedNamespaces(context.storage)).toEqual([])
    expect(context.stores.events.getState().data).toMatchObject({
      event: 'DISCONNECT_ERROR',
      properties: { message: 'revoke failed' },
    })
  })

  it('keeps the account of the active namespace when another namespace disconnects', async () => {
    const context = createTestContext({}, createFakeBalanceApi().fetch)
    addAnnouncedConnector(context, createFakeProvider().provider)
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    const { connections } = context.stores.connection.getState()
    context.stores.connection.setState({
      connections: { ...connections, solana: record('ANNOUNCED', 'solana') },
    })
    await disconnect(context, { namespace: 'solana' })
    expect(context.stores.account.getState().status).toBe('connected')
    expect(Object.keys(context.stores.connection.getState().connections)).toEqual(['eip155'])
  })
})
