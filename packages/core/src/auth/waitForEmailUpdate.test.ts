import { AddressOrAuthConnectorNotFoundError, RequestAbortedError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { closeModal } from '../modal/closeModal.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE } from '../testing/fakeProvider.ts'
import { waitForEmailUpdate } from './waitForEmailUpdate.ts'

function signedIn() {
  const context = createTestContext()
  context.stores.account.setState({
    status: 'connected',
    address: ALICE,
    caipAddress: `eip155:31337:${ALICE}`,
    user: { email: 'ada@example.com', userName: null },
  })
  return context
}

describe('waitForEmailUpdate', () => {
  it('opens UpdateEmailWallet and resolves with the new email once it changed', async () => {
    const context = signedIn()
    const update = waitForEmailUpdate(context)
    expect(context.stores.router.getState().view).toBe('UpdateEmailWallet')
    expect(context.stores.modal.getState().open).toBe(true)
    context.stores.account.setState({ user: { email: 'new@example.com', userName: null } })
    await expect(update).resolves.toEqual({ email: 'new@example.com' })
  })

  it('rejects when the modal closes first, and when no embedded wallet user is connected', async () => {
    const context = signedIn()
    const update = waitForEmailUpdate(context)
    closeModal(context)
    await expect(update).rejects.toThrow(RequestAbortedError)
    await expect(waitForEmailUpdate(createTestContext())).rejects.toThrow(AddressOrAuthConnectorNotFoundError)
  })
})
