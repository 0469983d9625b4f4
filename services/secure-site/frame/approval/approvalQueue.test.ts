import { describe, expect, it } from 'vitest'
import { type ApprovalRequest, createApprovalQueue } from './approvalQueue.ts'
import { UserRejectedRequestError } from './UserRejectedRequestError.ts'

function request(id: string): ApprovalRequest {
  return {
    id,
    method: 'personal_sign',
    params: ['0x68', '0xabc'],
    chainId: 'eip155:31337',
    account: '0xabc',
    details: { kind: 'message', text: 'h', isHex: false },
  }
}

function deferred() {
  let resolve!: (value: unknown) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createApprovalQueue', () => {
  it('shows one request at a time and settles each with the executed result', async () => {
    const executed: string[] = []
    const queue = createApprovalQueue({
      execute: async (item) => {
        executed.push(item.id)
        return `signed ${item.id}`
      },
    })
    const first = queue.request(request('a'))
    const second = queue.request(request('b'))
    expect(queue.getSnapshot()).toMatchObject({ request: { id: 'a' }, status: 'pending', waiting: 1 })
    queue.approve()
    expect(queue.getSnapshot()?.status).toBe('busy')
    // A second press while busy does nothing.
    queue.approve()
    await expect(first).resolves.toBe('signed a')
    expect(queue.getSnapshot()).toMatchObject({ request: { id: 'b' }, status: 'pending', waiting: 0 })
    queue.approve()
    await expect(second).resolves.toBe('signed b')
    expect(queue.getSnapshot()).toBeUndefined()
    expect(executed).toEqual(['a', 'b'])
  })

  it('rejects with code 4001 on Reject without executing', async () => {
    let executed = 0
    const queue = createApprovalQueue({ execute: async () => ++executed })
    const pending = queue.request(request('a'))
    queue.reject()
    await expect(pending).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(pending).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(executed).toBe(0)
    expect(queue.getSnapshot()).toBeUndefined()
  })

  it('answers only the request a press was meant for, never the one shown after it', async () => {
    const queue = createApprovalQueue({ execute: async (item) => `signed ${item.id}` })
    const first = queue.request(request('a'))
    const second = queue.request(request('b'))
    queue.reject('a')
    await expect(first).rejects.toBeInstanceOf(UserRejectedRequestError)
    // A late press on the screen of 'a' reaches the queue after 'b' took its place: it changes nothing.
    queue.reject('a')
    queue.approve('a')
    expect(queue.getSnapshot()).toMatchObject({ request: { id: 'b' }, status: 'pending' })
    queue.approve('b')
    await expect(second).resolves.toBe('signed b')
  })

  it('keeps a failed request on screen with its error until dismissed or replaced', async () => {
    const run = deferred()
    const queue = createApprovalQueue({ execute: () => run.promise })
    const first = queue.request(request('a'))
    queue.approve()
    run.reject(new Error('insufficient funds'))
    await expect(first).rejects.toThrow('insufficient funds')
    expect(queue.getSnapshot()).toMatchObject({
      request: { id: 'a' },
      status: 'failed',
      error: 'insufficient funds',
    })
    // Reject and approve do nothing on a failed request; dismiss puts it away.
    queue.reject()
    queue.approve()
    expect(queue.getSnapshot()?.status).toBe('failed')
    queue.dismiss()
    expect(queue.getSnapshot()).toBeUndefined()

    const again = createApprovalQueue({ execute: () => Promise.reject(new Error('boom')) })
    const failing = again.request(request('x'))
    again.approve()
    await expect(failing).rejects.toThrow('boom')
    const next = again.request(request('y'))
    expect(again.getSnapshot()).toMatchObject({ request: { id: 'y' }, status: 'pending' })
    again.reject()
    await expect(next).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('withdraws a request the host gave up on, in front or waiting, but not while signing', async () => {
    const run = deferred()
    const queue = createApprovalQueue({ execute: () => run.promise })
    const first = queue.request(request('a'))
    const second = queue.request(request('b'))
    const third = queue.request(request('c'))
    expect(queue.cancel('b')).toBe(true)
    await expect(second).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(queue.getSnapshot()).toMatchObject({ request: { id: 'a' }, waiting: 1 })
    expect(queue.cancel('a')).toBe(true)
    await expect(first).rejects.toMatchObject({ code: 4001 })
    expect(queue.getSnapshot()).toMatchObject({ request: { id: 'c' }, waiting: 0 })
    queue.approve()
    expect(queue.cancel('c')).toBe(false)
    expect(queue.cancel('unknown')).toBe(false)
    run.resolve('signed')
    await expect(third).resolves.toBe('signed')
    expect(queue.getSnapshot()).toBeUndefined()
  })

  it('tells subscribers about every change and stops after unsubscribe', async () => {
    const queue = createApprovalQueue({ execute: async () => 'ok' })
    let calls = 0
    const unsubscribe = queue.subscribe(() => calls++)
    const pending = queue.request(request('a'))
    expect(calls).toBe(1)
    const snapshot = queue.getSnapshot()
    expect(queue.getSnapshot()).toBe(snapshot)
    unsubscribe()
    queue.approve()
    await pending
    expect(calls).toBe(1)
  })
})
