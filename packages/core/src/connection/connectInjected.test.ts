import {
  ConnectionSupersededError,
  ConnectorNotFoundError,
  UserRejectedRequestError,
  WalletRequestError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { addAnnouncedConnector, DEV_WALLET_RDNS } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { ALICE, createFakeProvider } from '../testing/fakeProvider.ts'
import { devnet, devnetTwo } from '../testing/networks.ts'
import { SDK_VERSION } from '../version.ts'
import { connectInjected } from './connectInjected.ts'

describe('connectInjected', () => {
  it('asks for accounts then the chain, records the account and shows Account', async () => {
    const api = createFakeBalanceApi()
    const context = createTestContext({ projectId: 'demo' }, api.fetch)
    const wallet = createFakeProvider()
    addAnnouncedConnector(context, wallet.provider)
    context.stores.modal.setState({ open: true })

    const result = await connectInjected(context, { connectorId: DEV_WALLET_RDNS })

    expect(wallet.calls).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(result).toMatchObject({ address: ALICE, caipAddress: `eip155:31337:${ALICE}`, chainId: 31337 })
    const account = context.stores.account.getState()
    expect(account).toMatchObject({
      status: 'connected',
      address: ALICE,
      caipAddress: `eip155:31337:${ALICE}`,
    })
    expect(context.stores.chain.getState().activeNetwork).toBe(devnet)
    expect(context.stores.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(context.stores.connection.getState()).toMatchObject({
      connectorId: DEV_WALLET_RDNS,
      error: undefined,
    })
    expect(account.balanceLoading).toBe(true)

    await result.balanceLoaded
    expect(api.urls).toEqual([
      `http://127.0.0.1:8787/v1/account/${ALICE}/balance?projectId=demo&currency=usd&chainId=eip155:31337&st=portico&sv=${SDK_VERSION}`,
    ])
    expect(context.stores.account.getState()).toMatchObject({
      balance: '9998.765432109876543210',
      balanceSymbol: 'ETH',
      balanceLoading: false,
      balanceError: undefined,
    })
  })

  it('makes the wallet chain the active network', async () => {
    const api = createFakeBalanceApi()
    const context = createTestContext({}, api.fetch)
    addAnnouncedConnector(context, createFakeProvider({ chainId: '0x7a6a' }).provider)
    const { balanceLoaded } = await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    await balanceLoaded
    expect(context.stores.chain.getState().activeNetwork).toBe(devnetTwo)
    expect(api.urls[0]).toContain('chainId=eip155:31338')
  })

  it('shows 0.00 on a test network without calling the API (§2)', async () => {
    const api = createFakeBalanceApi()
    const context = createTestContext({}, api.fetch)
    addAnnouncedConnector(context, createFakeProvider({ chainId: '0xaa36a7' }).provider)
    const { balanceLoaded } = await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    await balanceLoaded
    expect(api.urls).toEqual([])
    expect(context.stores.account.getState()).toMatchObject({
      balance: '0.00',
      balanceSymbol: 'ETH',
      balanceLoading: false,
    })
  })

  it('connects on a chain the app does not list, with no active network and a 0.00 balance (§2)', async () => {
    const api = createFakeBalanceApi()
    const context = createTestContext({}, api.fetch)
    addAnnouncedConnector(context, createFakeProvider({ chainId: '0x1' }).provider)
    const { balanceLoaded, caipAddress } = await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    await balanceLoaded
    expect(caipAddress).toBe(`eip155:1:${ALICE}`)
    expect(context.stores.chain.getState().activeNetwork).toBeUndefined()
    expect(context.stores.account.getState()).toMatchObject({ balance: '0.00', balanceSymbol: undefined })
    expect(api.urls).toEqual([])
  })

  it('returns to Connect with a clear error when the person declines (4001)', async () => {
    const context = createTestContext()
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const wallet = createFakeProvider({ fail: { eth_requestAccounts: rejection } })
    addAnnouncedConnector(context, wallet.provider)

    const attempt = connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    expect(context.stores.account.getState().status).toBe('connecting')
    await expect(attempt).rejects.toThrow(UserRejectedRequestError)

    expect(context.stores.account.getState().status).toBe('disconnected')
    expect(context.stores.router.getState().view).toBe('Connect')
    const { error, connectorId } = context.stores.connection.getState()
    expect(connectorId).toBe(DEV_WALLET_RDNS)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error?.message).toBe('User rejected the request')
    expect(error?.cause).toBe(rejection)
    expect(wallet.listenerCount('accountsChanged')).toBe(0)
  })

  it('reports other wallet failures with the method that failed', async () => {
    const context = createTestContext()
    const failure = Object.assign(new Error('Internal error'), { code: -32603 })
    addAnnouncedConnector(context, createFakeProvider({ fail: { eth_chainId: failure } }).provider)
    const error = await connectInjected(context, { connectorId: DEV_WALLET_RDNS }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(error).toMatchObject({
      method: 'eth_chainId',
      rpcCode: -32603,
      message: 'Wallet request eth_chainId failed',
    })
    expect(context.stores.connection.getState().error).toBe(error)
  })

  it('rejects a chain id it cannot read and an empty account list', async () => {
    const context = createTestContext()
    addAnnouncedConnector(context, createFakeProvider({ chainId: 'mainnet' }).provider)
    await expect(connectInjected(context, { connectorId: DEV_WALLET_RDNS })).rejects.toThrow(
      'ChainId not found',
    )

    const other = createTestContext()
    addAnnouncedConnector(other, createFakeProvider({ accounts: [] }).provider)
    await expect(connectInjected(other, { connectorId: DEV_WALLET_RDNS })).rejects.toThrow(
      'The wallet returned no account',
    )
    expect(other.stores.account.getState().status).toBe('disconnected')
  })

  it('throws for a connector nobody announced', async () => {
    const context = createTestContext()
    await expect(connectInjected(context, { connectorId: 'io.nobody' })).rejects.toThrow(
      ConnectorNotFoundError,
    )
    expect(context.stores.account.getState().status).toBe('disconnected')
  })

  it('drops an answer overtaken by a newer attempt', async () => {
    const context = createTestContext({}, createFakeBalanceApi().fetch)
    let release = () => {}
    const slow = createFakeProvider({
      wait: { eth_requestAccounts: new Promise<void>((resolve) => (release = resolve)) },
    })
    addAnnouncedConnector(context, slow.provider, 'io.slow')
    addAnnouncedConnector(context, createFakeProvider().provider)

    const first = connectInjected(context, { connectorId: 'io.slow' })
    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    release()
    await expect(first).rejects.toThrow(ConnectionSupersededError)
    expect(context.stores.account.getState().status).toBe('connected')
    expect(context.stores.connection.getState()).toMatchObject({
      connectorId: DEV_WALLET_RDNS,
      error: undefined,
    })
    expect(slow.listenerCount('accountsChanged')).toBe(0)
  })
})
