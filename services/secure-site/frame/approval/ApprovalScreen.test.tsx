// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { VisibilityGuardTiming } from './useVisibilityGuard.ts'
import { createFrameUiStore } from '../ui/frameUiStore.ts'
import { FrameApp } from '../ui/FrameApp.tsx'
import { type ApprovalRequest, createApprovalQueue } from './approvalQueue.ts'
import { describeApproval } from './describeApproval.ts'
import { StandInVisibilityEntry, StandInVisibilityObserver } from './visibilityObserverStandIn.ts'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let root: Root | undefined
let container: HTMLElement | undefined

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

function deferred() {
  let resolve!: (value: unknown) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Lets `ms` pass: on the fake clock when a test set one, else for real. */
const wait = (ms: number) =>
  act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(ms)
    else await new Promise((resolve) => setTimeout(resolve, ms))
  })

/** By default Approve is ready at once (its visibility guard is tested on its own, below and beside it). */
async function mount(approvalVisibility: VisibilityGuardTiming = { minimumMs: 0, graceMs: 0 }) {
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
  const ask = async (request: Omit<ApprovalRequest, 'details' | 'account'>, visible = true) => {
    let settled: Promise<unknown> | undefined
    await act(async () => {
      settled = approvals.request({
        ...request,
        account,
        details: describeApproval({
          method: request.method,
          params: request.params,
          chainId: request.chainId,
        }),
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

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)

async function key(name: string) {
  await act(async () => {
    ;(document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
    )
  })
}

describe('the approval screen', () => {
  it('renders nothing until an unsafe request waits', async () => {
    const { container } = await mount()
    expect(container.innerHTML).toBe('')
  })

  it('is a labelled dialog showing the app, account, network and decoded message, focused', async () => {
    const { ask, ui } = await mount()
    // The url the app declares is not shown: the origin the browser reports is.
    await act(async () => ui.setDappMetadata({ name: 'Shop', url: 'https://bank.example/' }))
    await ask({
      id: 'a',
      method: 'personal_sign',
      params: ['0x48656c6c6f2c2053686f70', account],
      chainId: 'eip155:31337',
    })
    const element = dialog()!
    expect(element.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(element.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Signature request')
    expect(document.activeElement).toBe(element)
    expect(element.textContent).toContain('Shop')
    expect(element.textContent).toContain('shop.example')
    expect(element.textContent).not.toContain('bank.example')
    expect(element.textContent).toContain('0xf3…b92266')
    expect(element.textContent).toContain('Portico Devnet')
    expect(element.querySelector('pre')?.textContent).toBe('Hello, Shop')
    expect(button('Approve')).toBeDefined()
    expect(button('Reject')).toBeDefined()
  })

  it('approves with Enter: busy while signing, then answers the result and closes', async () => {
    const { ask, runs } = await mount()
    const { settled } = await ask({
      id: 'a',
      method: 'personal_sign',
      params: ['hello', account],
      chainId: 'eip155:31337',
    })
    await key('Enter')
    expect(runs).toHaveLength(1)
    expect(dialog()?.getAttribute('aria-busy')).toBe('true')
    expect(button('Reject')?.disabled).toBe(true)
    expect(button('Signing…')?.disabled).toBe(true)
    // Escape does nothing while the secure site signs.
    await key('Escape')
    await act(async () => runs[0]!.resolve('0xsigned'))
    await expect(settled).resolves.toBe('0xsigned')
    expect(dialog()).toBeNull()
  })

  it('refuses Approve, by button or Enter, until the screen has been shown for the minimum time; Reject works at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { ask, runs } = await mount({ minimumMs: 500, graceMs: 1_500 })
    const { settled } = await ask({
      id: 'a',
      method: 'personal_sign',
      params: ['hello', account],
      chainId: 'eip155:31337',
    })
    expect(button('Approve')?.disabled).toBe(true)
    expect(button('Reject')?.disabled).toBe(false)
    await key('Enter')
    await act(async () => button('Approve')!.click())
    await wait(499)
    expect(button('Approve')?.disabled).toBe(true)
    expect(runs).toHaveLength(0)
    await wait(1)
    expect(button('Approve')?.disabled).toBe(false)
    await key('Enter')
    expect(runs).toHaveLength(1)
    await act(async () => runs[0]!.resolve('0xsigned'))
    await expect(settled).resolves.toBe('0xsigned')
  })

  it('counts the minimum time again for the next request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { ask } = await mount({ minimumMs: 500, graceMs: 1_500 })
    const { settled: first } = await ask({
      id: 'a',
      method: 'personal_sign',
      params: ['one', account],
      chainId: undefined,
    })
    await ask({ id: 'b', method: 'personal_sign', params: ['two', account], chainId: undefined })
    await wait(500)
    expect(button('Approve')?.disabled).toBe(false)
    await act(async () => button('Reject')!.click())
    await expect(first).rejects.toMatchObject({ code: 4001 })
    expect(dialog()?.querySelector('pre')?.textContent).toBe('two')
    expect(button('Approve')?.disabled).toBe(true)
  })

  it('rejects with Escape and with the Reject button, showing the next request in between', async () => {
    const { ask } = await mount()
    const { settled: first } = await ask({
      id: 'a',
      method: 'personal_sign',
      params: ['one', account],
      chainId: undefined,
    })
    const { settled: second } = await ask({
      id: 'b',
      method: 'personal_sign',
      params: ['two', account],
      chainId: undefined,
    })
    expect(dialog()?.textContent).toContain('1 more request waiting')
    await key('Escape')
    await expect(first).rejects.toMatchObject({ code: 4001 })
    expect(dialog()?.querySelector('pre')?.textContent).toBe('two')
    await act(async () => button('Reject')!.click())
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(dialog()).toBeNull()
  })

  it('shows the server’s error in an alert and closes with Close', async () => {
    const { ask, runs } = await mount()
    const { settled } = await ask({
      id: 'a',
      method: 'eth_sendTransaction',
      params: [{ to: account, value: '0xde0b6b3a7640000', data: '0x1234' }],
      chainId: 'eip155:31338',
    })
    expect(dialog()?.textContent).toContain('1 ETH')
    expect(dialog()?.textContent).toContain('2 bytes')
    expect(dialog()?.textContent).toContain('Portico Devnet Two')
    await act(async () => button('Approve')!.click())
    await act(async () => runs[0]!.reject(new Error('insufficient funds for gas * price + value')))
    await expect(settled).rejects.toThrow('insufficient funds')
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'insufficient funds for gas * price + value',
    )
    expect(button('Approve')).toBeUndefined()
    await act(async () => button('Close')!.click())
    expect(dialog()).toBeNull()
  })

  it('shows typed data as a nested key/value tree', async () => {
    const { ask } = await mount()
    await ask({
      id: 'a',
      method: 'eth_signTypedData_v4',
      params: [
        account,
        {
          domain: { name: 'Mail', chainId: 1 },
          primaryType: 'Mail',
          message: { from: { name: 'Cow' }, to: 'Bob' },
        },
      ],
      chainId: 'eip155:1',
    })
    const element = dialog()!
    expect(element.textContent).toContain('Sign typed data')
    expect(element.textContent).toContain('Ethereum')
    const nested = element.querySelector('.frame-tree .frame-tree')
    expect(nested?.textContent).toBe('nameCow')
    expect(element.querySelectorAll('.frame-tree__key')).toHaveLength(3)
  })

  it('applies the synced theme mode and accent to the document', async () => {
    const { ui } = await mount()
    expect(document.documentElement.dataset.theme).toBe('dark')
    await act(async () => ui.setTheme({ themeMode: 'light', themeVariables: { '--w3m-accent': '#ff5a36' } }))
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(document.documentElement.style.getPropertyValue('--frame-accent-fill')).toBe('#ff5a36')
    await act(async () => ui.setTheme({ themeVariables: {} }))
    expect(document.documentElement.style.getPropertyValue('--frame-accent-fill')).toBe('')
  })
})

/** A browser-made event: a page cannot make these (happy-dom cannot either, so the flag is set here). */
function trusted<E extends Event>(event: E): E {
  Object.defineProperty(event, 'isTrusted', { value: true })
  return event
}

async function fire(target: Element, event: Event) {
  await act(async () => void target.dispatchEvent(event))
}

const pointer = (type: string) =>
  trusted(new PointerEvent(type, { bubbles: true, cancelable: true, isPrimary: true, button: 0 }))
const keyOn = (type: 'keydown' | 'keyup', name: string, repeat = false) =>
  trusted(new KeyboardEvent(type, { key: name, bubbles: true, cancelable: true, repeat }))

describe('the clickjacking guard on the approval screen', () => {
  const clock = () =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  const signRequest = {
    id: 'a',
    method: 'personal_sign' as const,
    params: ['hello', account],
    chainId: undefined,
  }

  it('attack: the guard watches the whole dialog, so covering everything but the buttons is seen', async () => {
    const { ask } = await mount()
    await ask(signRequest)
    expect(StandInVisibilityObserver.latest?.observed).toEqual([dialog()])
  })

  it('attack: without IntersectionObserver v2, a click or Enter on Approve (a click-through decoy, a pre-aimed click) does not approve; a 1.5 s hold does', async () => {
    vi.stubGlobal('IntersectionObserverEntry', undefined)
    clock()
    const { ask, runs } = await mount({ minimumMs: 500, graceMs: 1_500 })
    const { settled } = await ask(signRequest, false)
    await wait(500)
    const approve = button('Hold to approve')!
    expect(approve.disabled).toBe(false)
    expect(approve.getAttribute('aria-describedby')).toBeTruthy()
    await act(async () => approve.click())
    await key('Enter')
    expect(runs).toHaveLength(0)
    // A page cannot make trusted events, nor send any into this cross-origin frame: untrusted ones do nothing.
    await fire(approve, new PointerEvent('pointerdown', { bubbles: true, isPrimary: true, button: 0 }))
    await wait(2_000)
    expect(runs).toHaveLength(0)
    await fire(approve, pointer('pointerdown'))
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Keep holding to approve…')
    await wait(800)
    expect(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('53')
    expect(runs).toHaveLength(0)
    await wait(700)
    expect(runs).toHaveLength(1)
    await act(async () => runs[0]!.resolve('0xsigned'))
    await expect(settled).resolves.toBe('0xsigned')
  })

  it('attack: a hold let go early, or moved off the button, does not approve and says so', async () => {
    vi.stubGlobal('IntersectionObserverEntry', undefined)
    clock()
    const { ask, runs } = await mount({ minimumMs: 500, graceMs: 1_500 })
    await ask(signRequest, false)
    await wait(500)
    const approve = button('Hold to approve')!
    await fire(approve, pointer('pointerdown'))
    await wait(1_000)
    await fire(approve, pointer('pointerup'))
    await wait(1_000)
    expect(runs).toHaveLength(0)
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Released too early')
    await fire(approve, pointer('pointerdown'))
    await wait(1_000)
    // React hears a pointer leaving from `pointerout`, which the browser sends with `pointerleave`.
    await fire(
      approve,
      trusted(
        new PointerEvent('pointerout', { bubbles: true, isPrimary: true, relatedTarget: document.body }),
      ),
    )
    await wait(1_000)
    expect(runs).toHaveLength(0)
  })

  it('attack: a key already held when the screen appears (its repeats) does not approve; Enter or Space held afresh on Approve does', async () => {
    vi.stubGlobal('IntersectionObserverEntry', undefined)
    clock()
    const { ask, runs } = await mount({ minimumMs: 500, graceMs: 1_500 })
    await ask(signRequest, false)
    // Before the minimum time a hold cannot start at all (a press aimed before the screen appeared).
    const approve = button('Hold to approve')!
    await fire(approve, pointer('pointerdown'))
    await wait(2_000)
    expect(runs).toHaveLength(0)
    await fire(approve, pointer('pointerup'))
    await act(async () => approve.focus())
    for (let index = 0; index < 20; index++) {
      await fire(approve, keyOn('keydown', ' ', true))
      await wait(100)
    }
    expect(runs).toHaveLength(0)
    await fire(approve, keyOn('keyup', ' '))
    await fire(approve, keyOn('keydown', 'Enter'))
    await wait(1_500)
    expect(runs).toHaveLength(1)
  })

  it('attack: once the page covered the screen, a click no longer approves even after it is uncovered; a hold does', async () => {
    clock()
    const { ask, runs } = await mount({ minimumMs: 500, graceMs: 1_500 })
    await ask(signRequest)
    await wait(500)
    expect(button('Approve')?.disabled).toBe(false)
    await act(async () => StandInVisibilityObserver.latest!.report(false))
    expect(button('Hold to approve')?.disabled).toBe(true)
    expect(document.querySelector('.frame-approval__obscured')?.textContent).toContain('cannot be approved')
    await act(async () => StandInVisibilityObserver.latest!.report(true))
    await wait(500)
    const approve = button('Hold to approve')!
    await act(async () => approve.click())
    await key('Enter')
    expect(runs).toHaveLength(0)
    await fire(approve, pointer('pointerdown'))
    // Covered again while held: the hold ends.
    await wait(1_000)
    await act(async () => StandInVisibilityObserver.latest!.report(false))
    await wait(1_000)
    expect(runs).toHaveLength(0)
    await act(async () => StandInVisibilityObserver.latest!.report(true))
    await wait(500)
    await fire(approve, pointer('pointerdown'))
    await wait(1_500)
    expect(runs).toHaveLength(1)
  })

  it('attack: made see-through just before the click, before the browser delivered its report, the click is refused', async () => {
    clock()
    const { ask, runs } = await mount({ minimumMs: 500, graceMs: 1_500 })
    await ask(signRequest)
    await wait(500)
    StandInVisibilityObserver.latest!.queue(false)
    await act(async () => button('Approve')!.click())
    expect(runs).toHaveLength(0)
    expect(button('Hold to approve')?.disabled).toBe(true)
  })
})
