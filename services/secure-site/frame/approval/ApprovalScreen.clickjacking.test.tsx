// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  account,
  button,
  dialog,
  key,
  mount,
  useApprovalScreenTestBed,
  wait,
} from './approvalScreenTestBed.tsx'
import { StandInVisibilityObserver } from './visibilityObserverStandIn.ts'

useApprovalScreenTestBed()

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
