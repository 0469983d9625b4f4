import { FrameError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { closeModal } from '../modal/closeModal.ts'
import { openModal } from '../modal/openModal.ts'
import { resetView } from '../router/resetView.ts'
import { pushView } from '../router/pushView.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createScriptedEmbeddedWallet } from '../testing/scriptedEmbeddedWallet.ts'
import { readEmbeddedSessionCache } from './embeddedSessionCache.ts'
import { updateEmail } from './updateEmail.ts'
import { verifyEmailOtp } from './verifyEmailOtp.ts'
import { verifyUpdateEmailPrimaryOtp } from './verifyUpdateEmailPrimaryOtp.ts'
import { verifyUpdateEmailSecondaryOtp } from './verifyUpdateEmailSecondaryOtp.ts'

async function connected() {
  const script = createScriptedEmbeddedWallet()
  const context = createTestContext({}, undefined, { embeddedWallet: () => Promise.resolve(script.wallet) })
  await verifyEmailOtp(context, { otp: '123456' })
  resetView(context, 'Account')
  pushView(context, 'UpdateEmailWallet')
  return { script, context }
}

describe('email update', () => {
  it('goes through both codes and shows the new email (UPDATE_EMAIL, primary, secondary)', async () => {
    const { script, context } = await connected()
    await expect(updateEmail(context, { email: 'new@example.com' })).resolves.toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(context.stores.router.getState().view).toBe('UpdateEmailPrimaryOtp')
    expect(context.stores.auth.getState().newEmail).toBe('new@example.com')
    await verifyUpdateEmailPrimaryOtp(context, { otp: '111111' })
    expect(context.stores.router.getState().view).toBe('UpdateEmailSecondaryOtp')
    await expect(verifyUpdateEmailSecondaryOtp(context, { otp: '222222' })).resolves.toEqual({
      email: 'new@example.com',
    })
    expect(script.requests.slice(-3)).toEqual([
      { name: 'UPDATE_EMAIL', payload: { email: 'new@example.com' } },
      { name: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '111111' } },
      { name: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '222222' } },
    ])
    expect(context.stores.account.getState().user).toEqual({ email: 'new@example.com', userName: null })
    expect(readEmbeddedSessionCache(context.storage).email).toBe('new@example.com')
    expect(context.stores.router.getState().history).toEqual(['Account'])
  })

  it('keeps the request open while the person confirms on the secure site, so closing the modal withdraws it', async () => {
    const { script, context } = await connected()
    openModal(context, { view: 'Account' })
    pushView(context, 'UpdateEmailWallet')
    const open: number[] = []
    let release: (error: Error) => void = () => undefined
    script.answers.UPDATE_EMAIL = () =>
      new Promise((_, reject) => {
        open.push(context.openRequests.size)
        release = reject
      })
    const rejected = updateEmail(context, { email: 'thief@example.com' })
    await expect.poll(() => open).toEqual([1])
    closeModal(context)
    expect(script.aborts).toBe(1)
    release(new FrameError({ message: 'Request was aborted' }))
    await expect(rejected).rejects.toThrow('Request was aborted')
    expect(context.openRequests.size).toBe(0)
    expect(context.stores.auth.getState().newEmail).not.toBe('thief@example.com')
  })

  it('refuses an address that is not an email (§5)', async () => {
    const { context } = await connected()
    await expect(updateEmail(context, { email: 'not-an-email' })).rejects.toThrow('Invalid email address')
  })

  it("passes on the secure site's message for a wrong code", async () => {
    const { script, context } = await connected()
    await updateEmail(context, { email: 'new@example.com' })
    script.answers.UPDATE_EMAIL_PRIMARY_OTP = new FrameError({ message: 'Invalid code' })
    await expect(verifyUpdateEmailPrimaryOtp(context, { otp: '000000' })).rejects.toThrow('Invalid code')
    expect(context.stores.router.getState().view).toBe('UpdateEmailPrimaryOtp')
  })

  it('goes straight to the second code when the secure site asks for it', async () => {
    const { script, context } = await connected()
    script.answers.UPDATE_EMAIL = { action: 'VERIFY_SECONDARY_OTP' }
    await updateEmail(context, { email: 'new@example.com' })
    expect(context.stores.router.getState().view).toBe('UpdateEmailSecondaryOtp')
    script.answers.UPDATE_EMAIL_PRIMARY_OTP = { action: 'VERIFY_PRIMARY_OTP' }
    await verifyUpdateEmailPrimaryOtp(context, { otp: '1' })
    expect(context.stores.router.getState().view).toBe('UpdateEmailSecondaryOtp')
  })
})
