import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { createScriptedEmbeddedWallet } from '../testing/scriptedEmbeddedWallet.ts'
import { connectEmail } from './connectEmail.ts'
import { waitForEmailDeviceApproval } from './waitForEmailDeviceApproval.ts'

function setup() {
  const script = createScriptedEmbeddedWallet()
  const context = createTestContext({}, undefined, { embeddedWallet: () => Promise.resolve(script.wallet) })
  return { script, context }
}

describe('waitForEmailDeviceApproval', () => {
  it('asks CONNECT_DEVICE until approved, then continues the login to the code entry', async () => {
    const { script, context } = setup()
    script.answers.CONNECT_EMAIL = { action: 'VERIFY_DEVICE' }
    await connectEmail(context, { email: 'ada@example.com' })
    let polls = 0
    script.answers.CONNECT_DEVICE = () => ({ approved: ++polls === 3 })
    script.answers.CONNECT_EMAIL = { action: 'VERIFY_OTP' }
    const result = await waitForEmailDeviceApproval(context, { signal: new AbortController().signal })
    expect(result).toEqual({ action: 'VERIFY_OTP' })
    expect(polls).toBe(3)
    expect(context.stores.router.getState().history).toEqual(['Connect', 'EmailVerifyOtp'])
  })

  it("stops with 'Request was aborted' when the view closes", async () => {
    const { script, context } = setup()
    script.answers.CONNECT_EMAIL = { action: 'VERIFY_DEVICE' }
    await connectEmail(context, { email: 'ada@example.com' })
    const controller = new AbortController()
    script.answers.CONNECT_DEVICE = () => {
      controller.abort()
      return { approved: false }
    }
    await expect(waitForEmailDeviceApproval(context, { signal: controller.signal })).rejects.toThrow(
      'Request was aborted',
    )
    await expect(waitForEmailDeviceApproval(context, { signal: controller.signal })).rejects.toThrow(
      'Request was aborted',
    )
  })

  it('needs an email login in progress', async () => {
    const { context } = setup()
    await expect(
      waitForEmailDeviceApproval(context, { signal: new AbortController().signal }),
    ).rejects.toThrow('Request was aborted')
  })
})
