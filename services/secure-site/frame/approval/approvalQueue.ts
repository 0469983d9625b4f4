import type { ApprovableRpcMethod } from '../rpc/classifyFrameRpcMethod.ts'
import type { ApprovalDetails } from './describeApproval.ts'
import { UserRejectedRequestError } from './UserRejectedRequestError.ts'

/** What the person approves: an unsafe RPC method, or `updateEmail` (the host asked to change the email). */
export type ApprovalMethod = ApprovableRpcMethod | 'updateEmail'

/** An unsafe RPC request, or an email change, waiting for the person. */
export interface ApprovalRequest {
  /** The app event's id. */
  id: string
  method: ApprovalMethod
  params: unknown
  /** The CAIP-2 network it is for. */
  chainId: string | undefined
  /** The embedded account that signs. */
  account: string
  details: ApprovalDetails
}

/** What the approval screen shows: the request in front, its state, and how many wait behind it. */
export type ApprovalSnapshot =
  | {
      request: ApprovalRequest
      /** `pending`: waiting for a press; `busy`: the secure site is signing; `failed`: it answered an error. */
      status: 'pending' | 'busy' | 'failed'
      /** The server's message when `failed`. */
      error: string | undefined
      waiting: number
    }
  | undefined

/** One approval at a time, in order (§6 unsafe methods and email changes). */
export interface ApprovalQueue {
  /** Queues `request`; settles with the secure site's result, or rejects on Reject or a server error. */
  request(request: ApprovalRequest): Promise<unknown>
  /**
   * Approve the request in front: it turns busy while `execute` runs. With `id`, only if that request is still in
   * front, so a click meant for one request can never answer the next.
   */
  approve(id?: string): void
  /** Reject the request in front (with `id`: only that one) with {@link UserRejectedRequestError}. */
  reject(id?: string): void
  /** Put away a failed request (its error was already answered) and show the next. */
  dismiss(id?: string): void
  /**
   * Withdraws the request with app event id `id` (the host gave up on it, §4 closing the modal) as if
   * rejected; answers whether it was withdrawn (not while the secure site is already signing it).
   */
  cancel(id: string): boolean
  getSnapshot(): ApprovalSnapshot
  subscribe(listener: () => void): () => void
}

interface Entry {
  request: ApprovalRequest
  resolve: (result: unknown) => void
  reject: (error: unknown) => void
}

/**
 * A queue of unsafe RPC requests shown one at a time. Approve runs `execute` (the secure site's `/v1/rpc`);
 * its result settles the request and the next one is shown. A failure settles the request with the error and
 * stays on screen with its message until dismissed or until another request arrives. It is an external store
 * for React's `useSyncExternalStore`.
 *
 * @example
 * const queue = createApprovalQueue({ execute: (request) => client.rpc(request).then(({ result }) => result) })
 * const result = await queue.request({ id, method: 'personal_sign', params, chainId, account, details })
 */
export function createApprovalQueue(parameters: {
  execute: (request: ApprovalRequest) => Promise<unknown>
}): ApprovalQueue {
  let front: Entry | undefined
  let status: 'pending' | 'busy' | 'failed' = 'pending'
  let error: string | undefined
  const waiting: Entry[] = []
  const listeners = new Set<() => void>()
  let snapshot: ApprovalSnapshot

  function publish(): void {
    snapshot =
      front === undefined ? undefined : { request: front.request, status, error, waiting: waiting.length }
    for (const listener of listeners) listener()
  }

  function showNext(): void {
    front = waiting.shift()
    status = 'pending'
    error = undefined
    publish()
  }

  return {
    request(request) {
      return new Promise((resolve, reject) => {
        waiting.push({ request, resolve, reject })
        // A failed request was already answered; a new one takes its place.
        if (front === undefined || status === 'failed') showNext()
        else publish()
      })
    },
    approve(id) {
      const entry = front
      if (entry === undefined || status !== 'pending' || (id !== undefined && entry.request.id !== id)) return
      status = 'busy'
      publish()
      parameters.execute(entry.request).then(
        (result) => {
          entry.resolve(result)
          if (front === entry) showNext()
        },
        (cause: unknown) => {
          entry.reject(cause)
          if (front !== entry) return
          status = 'failed'
          error = cause instanceof Error ? cause.message : String(cause)
          publish()
        },
      )
    },
    reject(id) {
      const entry = front
      if (entry === undefined || status !== 'pending' || (id !== undefined && entry.request.id !== id)) return
      entry.reject(new UserRejectedRequestError())
      showNext()
    },
    dismiss(id) {
      if (front === undefined || status !== 'failed' || (id !== undefined && front.request.id !== id)) return
      showNext()
    },
    cancel(id) {
      const index = waiting.findIndex((entry) => entry.request.id === id)
      if (index !== -1) {
        const [entry] = waiting.splice(index, 1)
        entry!.reject(new UserRejectedRequestError())
        publish()
        return true
      }
      if (front?.request.id !== id || status === 'busy') return false
      if (status === 'pending') front.reject(new UserRejectedRequestError())
      showNext()
      return true
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
