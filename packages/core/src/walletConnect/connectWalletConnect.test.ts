import { RequestAbortedError, SignClientNotInitializedError, UserRejectedRequestError } from '@portico/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { disconnect } from '../connection/disconnect.ts'
import { getConnectedConnectorId } from '../storage/connectedNamespaces.ts'
import { getRecentWallets } from '../storage/recentWallets.ts'
import { getWalletDeepLink } from '../storage/walletDeepLink.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { createScriptedWalletConnect, type ScriptedWalletConnect } from '../testing/scriptedWalletConnect.ts'
import { chooseWalletDeepLink } from './chooseWalletDeepLink.ts'
import { cancelWalletConnectPairing, connectWalletConnect } from './connectWalletConnect.ts'
import { PAIRING_LIFETIME_MS } from './isPairingExpired.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from './remoteWalletConnector.ts'

function contextWith(script: ScriptedWalletConnect) {
  return createTestContext({}, createFakeBalanceApi().fetch, {
    walletConnect: async () => script.connector,
  })
}

/** Waits until the connector was asked for a pairing (the loader is async). */
async function paired(script: ScriptedWalletConnect, count = 1) {
  await vi.waitFor(() => expect(script.connects).toHaveLength(count))
}

afterEach(() => void vi.useRealTimers())

describe('connectWalletConnect (§4 wallet session)', () => {
  it('puts the pairing URI and its expiry in the store, then connects the approved session as WALLET_CONNECT', async () => {
    const script = createScriptedWalletConnect()
    const context = contextWith(script)
    const connecting = connectWalletConnect(context, { wallet: { id: 'web-wallet', name: 'Web Wallet' } })
    await paired(script)
    const { uri, pairingExpiry, status } = context.stores.walletConnection.getState()
    expect(uri).toBe('wc:pairing-1@2')
    expect(pairingExpiry! - Date.now()).toBeGreaterThan(PAIRING_LIFETIME_MS - 5_000)
    expect(status.eip155).toBe('connecting')
    // The networks of the app are proposed.
    expect(script.connects[0]!.networks.map(({ caipNetworkId }) => caipNetworkId)).toContain('eip155:31337')

    script.approve()
    await expect(connecting).resolves.toMatchObject({ address: ALICE, chainId: 31337 })

    expect(context.stores.account.getState()).toMatchObject({ status: 'connected', address: ALICE })
    expect(context.stores.connection.getState().connections.eip155).toMatchObject({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      connectorType: 'WALLET_CONNECT',
      name: 'Portico Web Wallet',
    })
    expect(context.stores.walletConnection.getState()).toMatchObject({
      uri: undefined,
      status: { eip155: 'connected' },
      error: false,
    })
    expect(getConnectedConnectorId(context.storage, 'eip155')).toBe(WALLET_CONNECT_CONNECTOR_ID)
    expect(getRecentWallets(context.storage)[0]).toEqual({ id: 'web-wallet', name: 'Web Wallet' })
    expect(context.stores.router.getState().view).toBe('Account')
    expect(context.stores.events.getState().data).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'qrcode', name: 'Portico Web Wallet', reconnect: false },
    })
  })

  it('tracks method mobile and stores the deep link when the wallet was opened through one', async () => {
    const script = createScriptedWalletConnect()
    const context = contextWith(script)
    const connecting = connectWalletConnect(context)
    await paired(script)
    chooseWalletDeepLink(context, { href: 'portico-wallet://wc?uri=x', name: 'Web Wallet' })
    script.approve()
    await connecting
    expect(getWalletDeepLink(context.storage)).toEqual({
      href: 'portico-wallet://wc?uri=x',
      name: 'Web Wallet',
    })
    expect(context.stores.events.getState().data?.properties).toMatchObject({ method: 'mobile' })
  })

  it('reuses a pending pairing with time left instead of starting another', async () => {
    const script = createScriptedWalletConnect()
    const context = contextWith(script)
    const first = connectWalletConnect(context)
    await paired(script)
    const second = connectWalletConnect(context)
    expect(second).toBe(first)
    expect(script.connects).toHaveLength(1)
    script.approve()
    await first
  })

  it('starts a new pairing once the pending one is within 10 s of expiry (§4), aborting the old one', async () => {
    const script = createScriptedWalletConnect()
    const context = contextWith(script)
    const first = connectWalletConnect(context)
    await paired(script)
    context.stores.walletConnection.setState({ pairingExpiry: Date.now() + 9_000 })
    const second = connectWalletConnect(context)
    await expect(first).rejects.toBeInstanceOf(RequestAbortedError)
    await paired(script, 2)
    expect(context.stores.walletConnection.getState().uri).toBe('wc:pairing-2@2')
    script.approve()
    await expect(second).resolves.toMatchObject({ address: ALICE })
  })

  it('a rejected proposal sets the error flag, tracks CONNECT_ERROR and throws; a retry pairs again', async () => {
    const script = createScriptedWalletConnect()
    const context = contextWith(script)
    const connecting = connectWalletConnect(context)
    await paired(script)
    script.reject(new UserRejectedRequestError())
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(context.stores.walletConnection.getState()).toMatchObject({
      error: true,
      status: { eip155: 'disconnected' },
    })
    expect(context.stores.account.getState().status).toBe('disconnected')
    expect(context.stores.events.getState().data).toMatchObject({ event: 'CONNECT_ERROR' })

    const retry = connectWalletConnect(context)
    await paired(script, 2)
    expect(context.stores.walletConnection.getState().error).toBe(false)
    script.approve()
    await expect(retry).resolves.toMatchObject({ address: ALICE })
  })

  it("without a loader it throws 'Sign Client not initialized' (§8)", async () => {
    const context = createTestContext()
    await expect(connectWalletConnect(context)).rejects.toBeInstanceOf(SignClientNotInitializedError)
    expect(context.stores.walletConnection.getState().error).toBe(true)
  })

  it('cancelling abandons the pairing and clears the URI', async () => {
    const script = createScriptedWalletConnect()
    const context = contextWith(script)
    const connecting = connectWalletConnect(context)
    await paired(script)
    cancelWalletConnectPairing(context)
    await expect(connecting).rejects.toBeInstanceOf(RequestAbortedError)
    expect(context.stores.walletConnection.getState()).toMatchObject({ uri: undefined, error: false })
  })

  it('disconnect ends the session at the wallet once and forgets the connector (§4)', async () => {
    const script = createScriptedWalletConnect()
    const context = contextWith(script)
    const connecting = connectWalletConnect(context)
    await paired(script)
    script.approve()
    await connecting
    await disconnect(context)
    expect(script.disconnectedTopics).toEqual(['topic-1'])
    expect(getConnectedConnectorId(context.storage, 'eip155')).toBeUndefined()
    expect(context.stores.account.getState().status).toBe('disconnected')
  })

  it("the wallet's accountsChanged and disconnect events reach the account, like an injected wallet's", async () => {
    const script = createScriptedWalletConnect()
    const context = contextWith(script)
    const connecting = connectWalletConnect(context)
    await paired(script)
    script.approve()
    await connecting
    script.wallet.emit('chainChanged', '0x7a6a')
    expect(context.stores.account.getState().caipAddress).toBe(`eip155:31338:${ALICE}`)
    script.wallet.emit('disconnect')
    await vi.waitFor(() => expect(context.stores.account.getState().status).toBe('disconnected'))
  })
})
