import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { pushView } from '../router/pushView.ts'
import { closeModal } from './closeModal.ts'
import { openModal } from './openModal.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('closeModal', () => {
  it('clears loading on close (§4)', () => {
    const context = createTestContext()
    openModal(context)
    context.stores.modal.setState({ loading: true })
    expect(closeModal(context)).toBe(true)
    expect(context.stores.modal.getState()).toMatchObject({ open: false, loading: false })
  })

  it('cannot close while sign-in is required and no session exists (§2)', () => {
    const context = createTestContext({ siwx: { required: true } })
    context.stores.account.setState({ status: 'connected', address })
    openModal(context, { view: 'SIWXSignMessage' })
    expect(closeModal(context)).toBe(false)
    expect(context.stores.modal.getState().open).toBe(true)
    context.stores.siwx.setState({
      sessions: [
        {
          data: { accountAddress: address.toLowerCase(), chainId: 'eip155:31337' },
          message: 'm',
          signature: '0x',
        },
      ],
    })
    expect(closeModal(context)).toBe(true)
    expect(context.stores.modal.getState().open).toBe(false)
  })

  it('closes without a session when sign-in is not required (§2)', () => {
    const context = createTestContext({ siwx: {} })
    context.stores.account.setState({ status: 'connected', address })
    openModal(context)
    expect(closeModal(context)).toBe(true)
  })

  it('shows Account when closed in embedded mode while connected (§2)', () => {
    const context = createTestContext({ enableEmbedded: true })
    context.stores.account.setState({ status: 'connected', address })
    openModal(context)
    pushView(context, 'Swap')
    context.stores.modal.setState({ loading: true })
    closeModal(context)
    expect(context.stores.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(context.stores.modal.getState()).toMatchObject({ open: true, loading: false })
  })

  it('shows Connect when closed in embedded mode while disconnected (§2)', () => {
    const context = createTestContext({ enableEmbedded: true })
    openModal(context)
    pushView(context, 'AllWallets')
    closeModal(context)
    expect(context.stores.router.getState().view).toBe('Connect')
  })
})
