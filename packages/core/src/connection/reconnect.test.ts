import { afterEach, describe, expect, it, vi } from 'vitest'
import { setConnectedConnector, getConnectedConnectorId } from '../storage/connectedNamespaces.ts'
import { addRecentWallet } from '../storage/recentWallets.ts'
import { addAnnouncedConnector, DEV_WALLET_RDNS } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE, BOB, createFakeProvider } from '../testing/fakeProvider.ts'
import { reconnect, reconnectCandidates, RECONNECT_ANNOUNCE_WAIT_MS } from './reconnect.ts'

const OTHER_RDNS = 'io.other.wallet'

function savedContext() {
  const context = createTestContext({}, createFakeBalanceApi().fetch)
  setConnectedConnector(context.storage, { namespace: 'eip155', connectorId: DEV_WALLET_RDNS })
  return context
}

afterEach(() => void vi.useRealTimers())

describe('reconnect (§4)', () => {
  it('is connecting, then connected when the saved wallet still authorises the site, without a prompt', async () => {
    const context = savedContext()
    const wallet = createFakeProvider()
    addAnnouncedConnector(context, wallet.provider)
    const statuses: string[] = []
    context.stores.account.subscribe(({ status }) => statuses.push(status))

    await expect(reconnect(context)).resolves.toBe(true)

    expect(statuses[0]).toBe('connecting')
    expect(context.stores.account.getState()).toMatchObject({ status: 'connected', address: ALICE })
    expect(wallet.calls).toContain('eth_accounts')
    expect(wallet.calls).not.toContain('eth_requestAccounts')
    expect(context.stores.connection.getState().connections.eip155?.connectorId).toBe(DEV_WALLET_RDNS)
    expect(context.stores.events.getState().data).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', reconnect: true },
    })
  })

  it('tries the recently used wallet first', async () => {
    const context = savedContext()
    addRecentWallet(context.storage, { id: DEV_WALLET_RDNS, name: 'Portico Dev Wallet' })
    addRecentWallet(context.storage, { id: OTHER_RDNS, name: 'Other' })
    const other = createFakeProvider({ accounts: [BOB.toLowerCase()] })
    const dev = createFakeProvider()
    addAnnouncedConnector(context, dev.provider)
    addAnnouncedConnector(context, other.provider, OTHER_RDNS)

    expect(reconnectCandidates(context)).toEqual([OTHER_RDNS, DEV_WALLET_RDNS])
    await reconnect(context)
    expect(context.stores.account.getState().address).toBe(BOB)
    expect(dev.calls).toEqual([])
  })

  it('goes on to the next saved wallet when the recent one no longer authorises the site', async () => {
    const context = savedContext()
    addRecentWallet(context.storage, { id: OTHER_RDNS, name: 'Other' })
    const other = createFakeProvider({ accounts: [] })
    addAnnouncedConnector(context, other.provider, OTHER_RDNS)
    addAnnouncedConnector(context, createFakeProvider().provider)
    await expect(reconnect(context)).resolves.toBe(true)
    expect(other.calls).toEqual(['eth_accounts'])
    expect(context.stores.account.getState().address).toBe(ALICE)
  })

  it('runs one at a time: a second call while one runs shares it', async () => {
    const context = savedContext()
    let answer: () => void = () => undefined
    const wallet = createFakeProvider({ wait: { eth_accounts: new Promise<void>((r) => (answer = r)) } })
    addAnnouncedConnector(context, wallet.provider)
    const first = reconnect(context)
    const second = reconnect(context)
    expect(second).toBe(first)
    expect(context.stores.connection.getState().reconnecting).toBe(true)
    answer()
    await first
    expect(wallet.calls.filter((method) => method === 'eth_accounts')).toHaveLength(1)
    expect(context.stores.connection.getState().reconnecting).toBe(false)
  })

  it('is disconnected with no current connection and no stored id when no saved wallet reauthorises', async () => {
    vi.useFakeTimers()
    const context = savedContext()
    const running = reconnect(context) // the saved wallet never announces itself
    expect(context.stores.account.getState().status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(RECONNECT_ANNOUNCE_WAIT_MS)
    await expect(running).resolves.toBe(false)
    expect(context.stores.account.getState().status).toBe('disconnected')
    expect(context.stores.connection.getState()).toMatchObject({ connectorId: undefined, connections: {} })
    expect(getConnectedConnectorId(context.storage, 'eip155')).toBeUndefined()
  })

  it('waits for a wallet that announces itself late', async () => {
    vi.useFakeTimers()
    const context = savedContext()
    const running = reconnect(context)
    await vi.advanceTimersByTimeAsync(RECONNECT_ANNOUNCE_WAIT_MS / 2)
    addAnnouncedConnector(context, createFakeProvider().provider)
    await expect(running).resolves.toBe(true)
  })

  it('does nothing when storage has no connection', async () => {
    const context = createTestContext()
    await expect(reconnect(context)).resolves.toBe(false)
    expect(context.stores.account.getState().status).toBe('disconnected')
  })
})
