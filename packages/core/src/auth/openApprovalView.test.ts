import { describe, expect, it } from 'vitest'
import { closeModal } from '../modal/closeModal.ts'
import { openModal } from '../modal/openModal.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { openApprovalView } from './openApprovalView.ts'

describe('openApprovalView', () => {
  it('opens the modal at ApproveTransaction and closes it again when the request settles', () => {
    const context = createTestContext()
    const approval = openApprovalView(context, 'personal_sign', () => undefined)
    expect(context.stores.modal.getState().open).toBe(true)
    expect(context.stores.router.getState().view).toBe('ApproveTransaction')
    expect(context.openRequests.size).toBe(1)
    approval.settle(true)
    approval.settle(true) // once only
    expect(context.stores.modal.getState().open).toBe(false)
    expect(context.openRequests.size).toBe(0)
  })

  it('pushes the view over an open modal and goes back afterwards', () => {
    const context = createTestContext()
    openModal(context, { view: 'Send' })
    const approval = openApprovalView(context, 'eth_sendTransaction', () => undefined)
    expect(context.stores.router.getState().history).toEqual(['Send', 'ApproveTransaction'])
    approval.settle(false)
    expect(context.stores.router.getState().view).toBe('Send')
    expect(context.stores.modal.getState().open).toBe(true)
  })

  it('closing the modal aborts the open request (§4, §8)', () => {
    const context = createTestContext()
    let aborts = 0
    openApprovalView(context, 'personal_sign', () => ({ abortOpenRequests: () => void aborts++ }))
    closeModal(context)
    expect(aborts).toBe(1)
    expect(context.openRequests.size).toBe(0)
  })
})
