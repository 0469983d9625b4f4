import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { pushView } from '../router/pushView.ts'
import { openModal } from './openModal.ts'

describe('openModal', () => {
  it('opens at Connect when no address is connected (§2)', () => {
    const context = createTestContext()
    pushView(context, 'AllWallets')
    openModal(context)
    expect(context.stores.modal.getState().open).toBe(true)
    expect(context.stores.router.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('opens at Account when an address is connected, whatever was shown before (§2)', () => {
    const context = createTestContext()
    context.stores.account.setState({
      status: 'connected',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    pushView(context, 'AllWallets')
    openModal(context)
    expect(context.stores.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('opens at Connect while a connection is only pending', () => {
    const context = createTestContext()
    context.stores.account.setState({ status: 'connecting' })
    openModal(context)
    expect(context.stores.router.getState().view).toBe('Connect')
  })

  it('shows the view a caller forces (§2)', () => {
    const context = createTestContext()
    context.stores.account.setState({ status: 'connected' })
    openModal(context, { view: 'Connect' })
    expect(context.stores.router.getState().view).toBe('Connect')
  })

  it('keeps the namespace a caller forces (§2)', () => {
    const context = createTestContext()
    openModal(context, { namespace: 'solana' })
    expect(context.stores.modal.getState().namespace).toBe('solana')
    openModal(context)
    expect(context.stores.modal.getState().namespace).toBeUndefined()
  })

  it('opens at AllWallets on mobile with no adapters and no address (§2)', () => {
    const context = createTestContext({ adapters: [] }, undefined, { isMobile: () => true })
    openModal(context)
    expect(context.stores.router.getState().view).toBe('AllWallets')
  })

  it('opens at ConnectingWalletConnectBasic on desktop with no adapters and no address (§2)', () => {
    const context = createTestContext({ adapters: [] }, undefined, { isMobile: () => false })
    openModal(context)
    expect(context.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
  })

  it('opens at Account with no adapters once connected (§2)', () => {
    const context = createTestContext({ adapters: [] }, undefined, { isMobile: () => true })
    context.stores.account.setState({
      status: 'connected',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    openModal(context)
    expect(context.stores.router.getState().view).toBe('Account')
  })

  it('tracks MODAL_OPEN with whether an account is connected', () => {
    const context = createTestContext()
    openModal(context)
    expect(context.stores.events.getState().data).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
  })
})
