import { RequestBeforeConnectError, RpcCallNotAllowedError, UserRejectedRequestError } from '@portico/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectInjected } from '../connection/connectInjected.ts'
import { closeModal } from '../modal/closeModal.ts'
import { pushTransactionStack } from '../router/transactionStack.ts'
import { addAnnouncedConnector, DEV_WALLET_RDNS } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { createFakeProvider, type FakeProviderScript } from '../testing/fakeProvider.ts'
import { requestWallet } from './requestWallet.ts'

const HASH = `0x${'ab'.repeat(32)}`

async function connected(script: FakeProviderScript = {}) {
  const api = createFakeBalanceApi()
  const context = createTestContext({}, api.fetch)
  const wallet = createFakeProvider(script)
  addAnnouncedConnector(context, wallet.provider)
  const { balanceLoaded } = await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
  await balanceLoaded
  return { context, wallet, api }
}

afterEach(() => void vi.useRealTimers())

describe('wallet requests (§4)', () => {
  it('unsupported RPC method: the modal opens, the message shows after 300 ms, the request is rejected', async () => {
    vi.useFakeTimers()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const context = createTestContext()
    const request = requestWallet(context, { method: 'eth_steal' })
    const settled = request.catch((error: unknown) => error)
    expect(context.stores.modal.getState().open).toBe(true)
    expect(context.stores.events.getState().data).toMatchObject({ event: 'ERROR_RPC_METHOD_UNSUPPORTED' })
    await vi.advanceTimersByTimeAsync(299)
    expect(context.stores.toast.getState().open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(context.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Requested RPC call is not allowed',
    })
    expect(await settled).toBeInstanceOf(RpcCallNotAllowedError)
    expect(errors).toHaveBeenCalledOnce()
    errors.mockRestore()
  })

  it('needs a connected wallet', async () => {
    await expect(requestWallet(createTestContext(), { method: 'eth_chainId' })).rejects.toThrow(
      RequestBeforeConnectError,
    )
  })

  it('passes safe methods straight to the wallet without touching the view', async () => {
    const { context, wallet } = await connected()
    context.stores.modal.setState({ open: true })
    await expect(requestWallet(context, { method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(wallet.calls.at(-1)).toBe('eth_chainId')
    expect(context.stores.modal.getState().open).toBe(true)
  })

  it('on success of a non-safe method closes the modal and refreshes the native balance', async () => {
    const { context, api } = await connected({ answers: { eth_sendTransaction: HASH } })
    context.stores.modal.setState({ open: true })
    const before = api.urls.length
    await expect(requestWallet(context, { method: 'eth_sendTransaction', params: [{}] })).resolves.toBe(HASH)
    expect(context.stores.modal.getState().open).toBe(false)
    await vi.waitFor(() => expect(api.urls.length).toBe(before + 1))
    expect(api.urls.at(-1)).toContain('forceUpdate=true')
  })

  it('on success pops the transaction stack when it has entries', async () => {
    const { context } = await connected({ answers: { personal_sign: `0x${'1'.repeat(130)}` } })
    context.stores.modal.setState({ open: true })
    context.stores.router.setState({ view: 'Send', history: ['Account', 'Send'] })
    pushTransactionStack(context, { onSuccess: { type: 'reset', view: 'Account' } })
    await requestWallet(context, { method: 'personal_sign', params: ['0x68', '0x0'] })
    expect(context.stores.router.getState()).toMatchObject({ view: 'Account', transactionStack: [] })
    expect(context.stores.modal.getState().open).toBe(true)
  })

  it('on error the modal closes if the transaction stack is empty, else pops it', async () => {
    const declined = { fail: { personal_sign: { code: 4001 } } }
    const first = await connected(declined)
    first.context.stores.modal.setState({ open: true })
    await expect(requestWallet(first.context, { method: 'personal_sign' })).rejects.toThrow(
      UserRejectedRequestError,
    )
    expect(first.context.stores.modal.getState().open).toBe(false)

    const second = await connected(declined)
    second.context.stores.modal.setState({ open: true })
    second.context.stores.router.setState({ view: 'Send', history: ['Account', 'Send'] })
    const onCancel = vi.fn()
    pushTransactionStack(second.context, { onSuccess: { type: 'goBack' }, onCancel })
    await expect(requestWallet(second.context, { method: 'personal_sign' })).rejects.toThrow(
      UserRejectedRequestError,
    )
    expect(onCancel).toHaveBeenCalledOnce()
    expect(second.context.stores.router.getState().view).toBe('Account')
    expect(second.context.stores.modal.getState().open).toBe(true)
  })

  it('closing the modal rejects all open non-safe requests', async () => {
    const never = new Promise<void>(() => undefined)
    const { context } = await connected({ wait: { eth_sendTransaction: never, personal_sign: never } })
    context.stores.modal.setState({ open: true })
    const send = requestWallet(context, { method: 'eth_sendTransaction', params: [{}] })
    const sign = requestWallet(context, { method: 'personal_sign' })
    expect(context.openRequests.size).toBe(2)
    closeModal(context)
    await expect(send).rejects.toThrow(UserRejectedRequestError)
    await expect(sign).rejects.toThrow('User rejected the request')
    expect(context.openRequests.size).toBe(0)
  })
})
