import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { goBack } from './goBack.ts'
import { pushView } from './pushView.ts'
import { resetView } from './resetView.ts'

describe('router', () => {
  it('pushes and pops views', () => {
    const context = createTestContext()
    context.stores.modal.setState({ open: true })
    pushView(context, 'AllWallets')
    expect(context.stores.router.getState()).toEqual({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
    })
    goBack(context)
    expect(context.stores.router.getState()).toEqual({ view: 'Connect', history: ['Connect'] })
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
})
