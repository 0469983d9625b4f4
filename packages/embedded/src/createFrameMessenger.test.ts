import { AuthInitializationError, RequestAbortedError } from '@portico/common'
import { frameNotice, successEvent } from '@portico/frame-protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameMessenger } from './createFrameMessenger.ts'
import { FrameRequestError, FrameRequestTimeoutError } from './embeddedErrors.ts'
import { SECURE_ORIGIN, createTwoWindows, flush } from './twoWindows.test-helper.ts'

function setup(options: { connectTimeoutMs?: number; readyTimeoutMs?: number } = {}) {
  const windows = createTwoWindows()
  const messenger = createFrameMessenger({
    host: windows.host,
    frame: () => windows.frame,
    origin: SECURE_ORIGIN,
    ...options,
  })
  return { ...windows, messenger }
}

afterEach(() => vi.useRealTimers())

describe('createFrameMessenger', () => {
  it('posts to the exact secure-site origin with a UUID id and resolves with the success payload', async () => {
    const { messenger, posted, ready, answer } = setup()
    ready()
    const pending = messenger.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await flush()
    expect(posted).toHaveLength(1)
    expect(posted[0]!.targetOrigin).toBe(SECURE_ORIGIN)
    expect(posted[0]!.message).toMatchObject({
      type: '@portico-app/CONNECT_EMAIL',
      payload: { email: 'ada@example.com' },
    })
    expect(posted[0]!.message.id).toMatch(/^[0-9a-f-]{36}$/)
    answer('CONNECT_EMAIL', { action: 'VERIFY_OTP' })
    await expect(pending).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  it('waits for READY before posting', async () => {
    const { messenger, posted, ready } = setup()
    const pending = messenger.request('IS_CONNECTED')
    await flush()
    expect(posted).toHaveLength(0)
    ready()
    await flush()
    expect(posted).toHaveLength(1)
    void pending.catch(() => undefined)
    messenger.destroy()
  })

  it('ignores answers from another origin, another window, or of the wrong shape', async () => {
    const { messenger, posted, ready, deliver } = setup()
    ready()
    const pending = messenger.request('IS_CONNECTED')
    await flush()
    const id = posted[0]!.message.id
    const good = successEvent('IS_CONNECTED', id, { isConnected: true })
    deliver(successEvent('IS_CONNECTED', id, { isConnected: false }), { origin: 'http://evil.test' })
    deliver(successEvent('IS_CONNECTED', id, { isConnected: false }), { source: {} })
    deliver({ ...good, payload: { isConnected: 'yes' } })
    deliver('not an object')
    deliver(successEvent('GET_CHAIN_ID', id, { chainId: 1 })) // the wrong request's answer
    deliver(successEvent('IS_CONNECTED', crypto.randomUUID(), { isConnected: false })) // nobody asked
    let settled = false
    void pending.then(() => (settled = true))
    await flush()
    expect(settled).toBe(false)
    deliver(good)
    await expect(pending).resolves.toEqual({ isConnected: true })
  })

  it("rejects with the frame's message and code, or 'An error occurred' (§8)", async () => {
    const { messenger, ready, fail } = setup()
    ready()
    const first = messenger.request('RPC_REQUEST', { method: 'eth_sign' })
    await flush()
    fail('RPC_REQUEST', { message: 'Requested RPC call is not allowed', code: 4200 })
    const error = await first.catch((cause: unknown) => cause)
    expect(error).toBeInstanceOf(FrameRequestError)
    expect(error).toMatchObject({ message: 'Requested RPC call is not allowed', rpcCode: 4200 })
    const second = messenger.request('SIGN_OUT')
    await flush()
    fail('SIGN_OUT', {})
    await expect(second).rejects.toThrow('An error occurred')
  })

  it('times connect-type requests out after 30 s (§9), but not approvals', async () => {
    vi.useFakeTimers()
    const { messenger, ready } = setup()
    ready()
    const login = messenger.request('CONNECT_OTP', { otp: '123456' })
    const approval = messenger.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x01'] })
    const explicit = messenger.request('GET_USER', undefined, { timeout: false })
    let approvalSettled = false
    void approval.finally(() => (approvalSettled = true)).catch(() => undefined)
    void explicit.catch(() => undefined)
    const outcome = login.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(29_999)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBeInstanceOf(FrameRequestTimeoutError)
    await vi.advanceTimersByTimeAsync(600_000)
    expect(approvalSettled).toBe(false)
    messenger.abortOpenRequests()
    await expect(approval).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(explicit).rejects.toThrow('Request was aborted')
  })

  it('aborting tells the frame to drop the approval screens of the open RPC requests and email change (§4)', async () => {
    const { messenger, posted, ready } = setup()
    ready()
    const approval = messenger.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x01'] })
    const login = messenger.request('IS_CONNECTED')
    const emailChange = messenger.request('UPDATE_EMAIL', { email: 'new@example.com' })
    await flush()
    const rpcId = posted[0]!.message.id
    const emailChangeId = posted[2]!.message.id
    messenger.abortOpenRequests()
    await expect(approval).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(login).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(emailChange).rejects.toBeInstanceOf(RequestAbortedError)
    await flush()
    expect(posted.map(({ message }) => message.type)).toEqual([
      '@portico-app/RPC_REQUEST',
      '@portico-app/IS_CONNECTED',
      '@portico-app/UPDATE_EMAIL',
      '@portico-app/ABORT_RPC_REQUESTS',
    ])
    expect(posted[3]!.message).toMatchObject({ payload: { ids: [rpcId, emailChangeId] } })
    // Nothing to withdraw: nothing is posted.
    messenger.abortOpenRequests()
    await flush()
    expect(posted).toHaveLength(4)
    messenger.destroy()
  })

  it("fails with §8's initialisation error when the frame never says READY", async () => {
    vi.useFakeTimers()
    const { messenger } = setup({ readyTimeoutMs: 30_000 })
    const pending = messenger.request('IS_CONNECTED').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(30_000)
    const error = await pending
    expect(error).toBeInstanceOf(AuthInitializationError)
    expect((error as Error).message).toBe('A problem occurred while trying initialize authentication')
  })

  it('refuses a payload of the wrong shape before posting (§5)', async () => {
    const { messenger, posted, ready } = setup()
    ready()
    await expect(messenger.request('CONNECT_EMAIL', { email: 'nope' })).rejects.toThrow(
      'Invalid email address',
    )
    expect(posted).toHaveLength(0)
  })

  it('passes notices on, and stops after destroy', async () => {
    const { messenger, ready, deliver } = setup()
    const notices: string[] = []
    const stop = messenger.onNotice((notice) => notices.push(notice.type))
    ready()
    deliver(frameNotice('NOT_CONNECTED', {}))
    deliver(frameNotice('CHAIN_CHANGED', { chainId: 'eip155:31338' }), { origin: 'http://evil.test' })
    stop()
    deliver(frameNotice('NOT_CONNECTED', {}))
    expect(notices).toEqual(['@portico-frame/READY', '@portico-frame/NOT_CONNECTED'])
    const pending = messenger.request('IS_CONNECTED')
    await flush()
    messenger.destroy()
    await expect(pending).rejects.toThrow('Request was aborted')
  })

  it("says 'iframe is not set' when the frame's window is gone", async () => {
    const windows = createTwoWindows()
    let current: typeof windows.frame | null = windows.frame
    const messenger = createFrameMessenger({
      host: windows.host,
      frame: () => current,
      origin: SECURE_ORIGIN,
    })
    windows.ready()
    current = null // the iframe was removed from the page
    await expect(messenger.request('IS_CONNECTED')).rejects.toThrow('iframe is not set')
  })
})
