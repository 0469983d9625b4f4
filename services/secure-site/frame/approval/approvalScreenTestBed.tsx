// Test support for ApprovalScreen's test files (never imported by the frame): FrameApp mounted in happy-dom with
// a real approval queue and the stand-in IntersectionObserver v2.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, vi } from 'vitest'
import type { VisibilityGuardTiming } from './useVisibilityGuard.ts'
import { createFrameUiStore } from '../ui/frameUiStore.ts'
import { FrameApp } from '../ui/FrameApp.tsx'
import { type ApprovalRequest, createApprovalQueue } from './approvalQueue.ts'
import { type ApprovalDetails, describeApproval } from './describeApproval.ts'
import type { ApprovableRpcMethod } from '../rpc/classifyFrameRpcMethod.ts'
import { StandInVisibilityEntry, StandInVisibilityObserver } from './visibilityObserverStandIn.ts'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

export const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let root: Root | undefined
let container: HTMLElement | undefined

/** Registers the hooks every approval-screen test file needs (call once at the top of the file). */
export function useApprovalScreenTestBed() {
  beforeEach(() => {
    // By default the browser reports visibility (as Chromium does); tests that need otherwise unstub it.
    vi.stubGlobal('IntersectionObserver', StandInVisibilityObserver)
    vi.stubGlobal('IntersectionObserverEntry', StandInVisibilityEntry)
  })

  afterEach(async () => {
    vi.useRealTimers()
    await act(async () => root?.unmount())
    container?.remove()
    vi.unstubAllGlobals()
    StandInVisibilityObserver.latest = undefined
  })
}

export function deferred() {
  let resolve!: (value: unknown) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Lets `ms` pass: on the fake clock when a test set one, else for real. */
export const wait = (ms: number) =>
  act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(ms)
    else await new Promise((resolve) => setTimeout(resolve, ms))
  })

/** By default Approve is ready at once (its visibility guard is tested on its own, below and beside it). */
export async function mount(approvalVisibility: VisibilityGuardTiming = { minimumMs: 0, graceMs: 0 }) {
  const runs: ReturnType<typeof deferred>[] = []
  const approvals = createApprovalQueue({
    execute: () => {
      const run = deferred()
      runs.push(run)
      return run.promise
    },
  })
  const ui = createFrameUiStore()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () =>
    root!.render(
      <FrameApp
        approvals={approvals}
        ui={ui}
        themeTarget={document.documentElement}
        hostOrigin="https://shop.example"
        approvalVisibility={approvalVisibility}
      />,
    ),
  )
  /** Shows `request`: an RPC request's details are described as the frame does, an email change's are given. */
  const ask = async (
    request: Omit<ApprovalRequest, 'details' | 'account' | 'method'> &
      ({ method: ApprovableRpcMethod } | { method: 'updateEmail'; details: ApprovalDetails }),
    visible = true,
  ) => {
    let settled: Promise<unknown> | undefined
    await act(async () => {
      settled = approvals.request({
        ...request,
        account,
        details:
          request.method === 'updateEmail'
            ? request.details
            : describeApproval({ method: request.method, params: request.params, chainId: request.chainId }),
      })
      settled.catch(() => {})
    })
    // The browser (where it tells) reports the whole screen visible; the guard's timer (0 ms here unless a test
    // sets it) then runs.
    if (visible) await act(async () => StandInVisibilityObserver.latest?.report(true))
    await wait(0)
    // Wrapped: returning the promise itself would make the caller wait for the person's answer.
    return { settled: settled! }
  }
  return { approvals, ui, runs, ask, container: container! }
}

export const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
export const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)

export async function key(name: string) {
  await act(async () => {
    ;(document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
    )
  })
}
