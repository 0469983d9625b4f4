import { describe, expect, it, vi } from 'vitest'
import { openModal } from '../modal/openModal.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { pushView } from './pushView.ts'
import { popTransactionStack, pushTransactionStack } from './transactionStack.ts'

function contextAtApproval() {
  const context = createTestContext()
  openModal(context)
  pushView(context, 'AllWallets')
  pushView(context, 'ApproveTransaction')
  return context
}

describe('transaction stack (§2, §4)', () => {
  it('goes back after success when the entry says go back (§2)', () => {
    const context = contextAtApproval()
    pushTransactionStack(context, { onSuccess: { type: 'goBack' } })
    popTransactionStack(context, { result: 'success' })
    expect(context.stores.router.getState()).toMatchObject({ view: 'AllWallets', transactionStack: [] })
  })

  it('replaces the view with the sign-in view after success when the entry says so (§2)', () => {
    const context = contextAtApproval()
    pushTransactionStack(context, { onSuccess: { type: 'replaceWithSignIn' } })
    popTransactionStack(context, { result: 'success' })
    expect(context.stores.router.getState()).toMatchObject({
      view: 'SIWXSignMessage',
      history: ['Connect', 'AllWallets', 'SIWXSignMessage'],
    })
  })

  it('resets to the given view after success when the entry says so (§2)', () => {
    const context = contextAtApproval()
    pushTransactionStack(context, { onSuccess: { type: 'reset', view: 'Account' } })
    popTransactionStack(context, { result: 'success' })
    expect(context.stores.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('pops the stack, cancels and goes back on error (§4)', () => {
    const context = contextAtApproval()
    const onCancel = vi.fn()
    pushTransactionStack(context, { onSuccess: { type: 'goBack' } })
    pushTransactionStack(context, { onSuccess: { type: 'reset', view: 'Account' }, onCancel })
    popTransactionStack(context, { result: 'error' })
    expect(onCancel).toHaveBeenCalledOnce()
    expect(context.stores.router.getState().transactionStack).toHaveLength(1)
    expect(context.stores.router.getState().view).toBe('AllWallets')
    expect(context.stores.modal.getState().open).toBe(true)
  })

  it('closes the modal when the transaction stack is empty (§4)', () => {
    const context = contextAtApproval()
    popTransactionStack(context, { result: 'error' })
    expect(context.stores.modal.getState().open).toBe(false)
  })
})
