import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { goBack } from './goBack.ts'
import { pushView } from './pushView.ts'
import { replaceView } from './replaceView.ts'
import { resetView } from './resetView.ts'

describe('router', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('back pops the view history (§2)', () => {
    const context = createTestContext()
    context.stores.modal.setState({ open: true })
    pushView(context, 'AllWallets')
    expect(context.stores.router.getState()).toMatchObject({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
    })
    goBack(context)
    expect(context.stores.router.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
    expect(context.stores.modal.getState().open).toBe(true)
  })

  it('closes the modal when back is pressed on the only view (§2)', () => {
    const context = createTestContext()
    context.stores.modal.setState({ open: true })
    resetView(context, 'Account')
    goBack(context)
    expect(context.stores.modal.getState().open).toBe(false)
    expect(context.stores.router.getState().view).toBe('Account')
  })

  it('closes the modal when UnsupportedChain is in the history (§2)', () => {
    const context = createTestContext()
    context.stores.modal.setState({ open: true })
    resetView(context, 'UnsupportedChain')
    pushView(context, 'Connect')
    goBack(context)
    expect(context.stores.modal.getState().open).toBe(false)
  })

  it('replaces the current view so back skips it', () => {
    const context = createTestContext()
    pushView(context, 'ApproveTransaction')
    replaceView(context, 'SIWXSignMessage')
    expect(context.stores.router.getState()).toMatchObject({
      view: 'SIWXSignMessage',
      history: ['Connect', 'SIWXSignMessage'],
    })
  })

  it('after back from Farcaster with no active address, clears the Farcaster URL and reloads the auth connector after 100 ms (§2)', () => {
    const reload = vi.fn()
    const context = createTestContext({}, undefined, { authConnector: { reload } })
    context.stores.connection.setState({ farcasterUrl: 'https://farcaster.example/sign-in' })
    pushView(context, 'ConnectingFarcaster')
    goBack(context)
    expect(context.stores.connection.getState().farcasterUrl).toBeUndefined()
    expect(context.stores.router.getState().view).toBe('Connect')
    vi.advanceTimersByTime(99)
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('keeps the Farcaster URL and does not reload when an address is active (§2)', () => {
    const reload = vi.fn()
    const context = createTestContext({}, undefined, { authConnector: { reload } })
    context.stores.account.setState({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    context.stores.connection.setState({ farcasterUrl: 'https://farcaster.example/sign-in' })
    pushView(context, 'ConnectingFarcaster')
    goBack(context)
    vi.advanceTimersByTime(1_000)
    expect(context.stores.connection.getState().farcasterUrl).toBe('https://farcaster.example/sign-in')
    expect(reload).not.toHaveBeenCalled()
  })
})
