import { RequestAbortedError } from '@portico/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FrameRequestError } from './embeddedErrors.ts'
import { POPUP_CLOSED_POLL_MS, waitForSocialResult } from './waitForSocialResult.ts'
import { SECURE_ORIGIN, flush } from './twoWindows.test-helper.ts'

const RESULT = { type: '@portico-social/RESULT', resultUri: `${SECURE_ORIGIN}/social/result?ticket=t1` }

function setup() {
  const host = new EventTarget()
  const popup = { closed: false }
  const deliver = (data: unknown, { origin = SECURE_ORIGIN, source = popup as unknown } = {}) =>
    host.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  return { host, popup, deliver }
}

afterEach(() => vi.useRealTimers())

describe('waitForSocialResult', () => {
  it("resolves with the popup's resultUri, ignoring other origins, windows and shapes", async () => {
    const { host, popup, deliver } = setup()
    const result = waitForSocialResult({ host, origin: SECURE_ORIGIN, popup })
    deliver({ ...RESULT, resultUri: 'http://evil.test/r' }, { origin: 'http://evil.test' })
    deliver({ ...RESULT, resultUri: 'http://127.0.0.1:8789/other' }, { source: {} })
    deliver({ type: '@portico-social/OTHER' })
    deliver({ ...RESULT, resultUri: 'not a url' })
    deliver(RESULT)
    await expect(result).resolves.toBe(RESULT.resultUri)
  })

  it("rejects with the provider's error", async () => {
    const { host, popup, deliver } = setup()
    const result = waitForSocialResult({ host, origin: SECURE_ORIGIN, popup })
    deliver({ type: '@portico-social/RESULT', error: 'access_denied' })
    const error = await result.catch((cause: unknown) => cause)
    expect(error).toBeInstanceOf(FrameRequestError)
    expect((error as Error).message).toBe('access_denied')
  })

  it("rejects with 'Request was aborted' when the person closes the popup (§8)", async () => {
    vi.useFakeTimers()
    const { host, popup } = setup()
    const result = waitForSocialResult({ host, origin: SECURE_ORIGIN, popup }).catch(
      (error: unknown) => error,
    )
    popup.closed = true
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS)
    expect(await result).toBeInstanceOf(RequestAbortedError)
  })

  it('accepts any window of the secure site without a popup (redirect return), and aborts on the signal', async () => {
    const { host, deliver } = setup()
    const result = waitForSocialResult({ host, origin: SECURE_ORIGIN })
    deliver(RESULT, { source: {} })
    await expect(result).resolves.toBe(RESULT.resultUri)
    const controller = new AbortController()
    const aborted = waitForSocialResult({ host, origin: SECURE_ORIGIN, signal: controller.signal })
    controller.abort()
    await expect(aborted).rejects.toThrow('Request was aborted')
    await flush()
    await expect(
      waitForSocialResult({ host, origin: SECURE_ORIGIN, signal: controller.signal }),
    ).rejects.toThrow('Request was aborted')
  })
})
