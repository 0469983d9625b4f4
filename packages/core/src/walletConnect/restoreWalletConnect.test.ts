import { describe, expect, it, vi } from 'vitest'
import { reconnect } from '../connection/reconnect.ts'
import { setConnectedConnector } from '../storage/connectedNamespaces.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { createScriptedWalletConnect, sessionOf } from '../testing/scriptedWalletConnect.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from './remoteWalletConnector.ts'
import { restoreWalletConnect } from './restoreWalletConnect.ts'

describe('restoring a WalletConnect session (§4 reconnection)', () => {
  it('reconnects the live session of the last visit without asking the wallet to approve', async () => {
    const script = createScriptedWalletConnect()
    script.stored = sessionOf(script.wallet.provider)
    const context = createTestContext({}, createFakeBalanceApi().fetch, {
      walletConnect: async () => script.connector,
    })
    setConnectedConnector(context.storage, { namespace: 'eip155', connectorId: WALLET_CONNECT_CONNECTOR_ID })

    await expect(reconnect(context)).resolves.toBe(true)

    expect(context.stores.account.getState()).toMatchObject({ status: 'connected', address: ALICE })
    expect(script.wallet.calls).not.toContain('eth_requestAccounts')
    expect(script.connects).toHaveLength(0)
    expect(context.stores.events.getState().data).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { reconnect: true },
    })
  })

  it('is disconnected when the sign client holds no session any more', async () => {
    const script = createScriptedWalletConnect()
    const context = createTestContext({}, createFakeBalanceApi().fetch, {
      walletConnect: async () => script.connector,
    })
    setConnectedConnector(context.storage, { namespace: 'eip155', connectorId: WALLET_CONNECT_CONNECTOR_ID })
    await expect(reconnect(context)).resolves.toBe(false)
    expect(context.stores.account.getState().status).toBe('disconnected')
  })

  it('warns and goes on when the connector cannot load (relay unreachable)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const context = createTestContext({}, createFakeBalanceApi().fetch, {
      walletConnect: () => Promise.reject(new Error('relay unreachable')),
    })
    setConnectedConnector(context.storage, { namespace: 'eip155', connectorId: WALLET_CONNECT_CONNECTOR_ID })
    await expect(reconnect(context)).resolves.toBe(false)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('without a loader there is nothing to restore', async () => {
    await expect(restoreWalletConnect(createTestContext())).resolves.toBe(false)
  })
})
