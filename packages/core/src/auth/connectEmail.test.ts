import { EmailLoginCooldownError, FrameError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { createScriptedEmbeddedWallet } from '../testing/scriptedEmbeddedWallet.ts'
import { pushView } from '../router/pushView.ts'
import { connectEmail } from './connectEmail.ts'
import { EMBEDDED_STORAGE_KEYS, readEmbeddedSessionCache } from './embeddedSessionCache.ts'

function setup() {
  const script = createScriptedEmbeddedWallet()
  const context = createTestContext({}, undefined, { embeddedWallet: () => Promise.resolve(script.wallet) })
  pushView(context, 'Email')
  return { script, context }
}

describe('connectEmail', () => {
  it('sends CONNECT_EMAIL and shows the code entry (VERIFY_OTP)', async () => {
    const { script, context } = setup()
    const before = Date.now()
    await expect(connectEmail(context, { email: ' ada@example.com ' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    expect(script.requests).toEqual([{ name: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } }])
    expect(context.stores.router.getState().history).toEqual(['Connect', 'Email', 'EmailVerifyOtp'])
    expect(context.stores.auth.getState()).toMatchObject({
      email: 'ada@example.com',
      emailAction: 'VERIFY_OTP',
    })
    // §3: the last email login time is kept in the session cache.
    expect(readEmbeddedSessionCache(context.storage).lastEmailLoginTime).toBeGreaterThanOrEqual(before)
  })

  it('shows the device approval for a known user on a new device (VERIFY_DEVICE)', async () => {
    const { script, context } = setup()
    script.answers.CONNECT_EMAIL = { action: 'VERIFY_DEVICE' }
    await connectEmail(context, { email: 'ada@example.com' })
    expect(context.stores.router.getState().view).toBe('EmailVerifyDevice')
  })

  it('connects at once when the secure site says CONNECT', async () => {
    const { script, context } = setup()
    script.answers.CONNECT_EMAIL = { action: 'CONNECT' }
    await connectEmail(context, { email: 'ada@example.com' })
    expect(script.requests.map(({ name }) => name)).toEqual(['CONNECT_EMAIL', 'GET_USER'])
    expect(context.stores.account.getState().status).toBe('connected')
    expect(context.stores.router.getState().view).toBe('Account')
  })

  it('refuses an address that is not an email (§5)', async () => {
    const { script, context } = setup()
    await expect(connectEmail(context, { email: 'ada@' })).rejects.toThrow('Invalid email address')
    expect(script.requests).toEqual([])
  })

  it('refuses a new login within 30 s of the last (§4, §9), from the stored time', async () => {
    const { script, context } = setup()
    context.storage.setItem(EMBEDDED_STORAGE_KEYS.lastEmailLoginTime, String(Date.now() - 12_500))
    const attempt = connectEmail(context, { email: 'ada@example.com' })
    await expect(attempt).rejects.toBeInstanceOf(EmailLoginCooldownError)
    await expect(attempt).rejects.toThrow('Please try again after 18 seconds')
    expect(script.requests).toEqual([])
    // The device-approval continuation of the same login is not a new one.
    await expect(connectEmail(context, { email: 'ada@example.com', continuing: true })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('a resend from the code view replaces it instead of stacking another', async () => {
    const { context } = setup()
    await connectEmail(context, { email: 'ada@example.com' })
    await connectEmail(context, { email: 'ada@example.com', continuing: true })
    expect(context.stores.router.getState().history).toEqual(['Connect', 'Email', 'EmailVerifyOtp'])
  })

  it("passes on the secure site's refusal and tracks CONNECT_ERROR", async () => {
    const { script, context } = setup()
    script.answers.CONNECT_EMAIL = new FrameError({ message: 'Please try again after 30 seconds' })
    await expect(connectEmail(context, { email: 'ada@example.com' })).rejects.toThrow(
      'Please try again after 30 seconds',
    )
    expect(context.stores.events.getState().data).toMatchObject({ event: 'CONNECT_ERROR' })
    expect(readEmbeddedSessionCache(context.storage).lastEmailLoginTime).toBeUndefined()
  })

  it("says 'Unable to load email login dependency' without an embedded wallet loader (§8)", async () => {
    const context = createTestContext()
    await expect(connectEmail(context, { email: 'ada@example.com' })).rejects.toThrow(
      'Unable to load email login dependency',
    )
  })
})
