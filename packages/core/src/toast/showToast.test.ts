import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { hideToast, showToast } from './showToast.ts'

describe('showToast (§4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens at once when no toast is open, with the §3 fields', () => {
    const context = createTestContext()
    showToast(context, { message: 'Transaction started', variant: 'success', svg: '<svg/>' })
    expect(context.stores.toast.getState()).toEqual({
      message: 'Transaction started',
      variant: 'success',
      svg: '<svg/>',
      open: true,
      autoClose: true,
    })
  })

  it('closes an open toast, then opens the new one after 150 ms', () => {
    const context = createTestContext()
    showToast(context, { message: 'Authenticating...', variant: 'loading', autoClose: false })
    showToast(context, { message: 'Signature declined', variant: 'error' })
    expect(context.stores.toast.getState()).toMatchObject({ open: false, message: 'Authenticating...' })
    vi.advanceTimersByTime(149)
    expect(context.stores.toast.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(context.stores.toast.getState()).toMatchObject({
      open: true,
      message: 'Signature declined',
      variant: 'error',
      autoClose: true,
    })
  })

  it('lets a newer toast replace one still waiting to open', () => {
    const context = createTestContext()
    showToast(context, { message: 'a', variant: 'success' })
    showToast(context, { message: 'b', variant: 'success' })
    showToast(context, { message: 'c', variant: 'success' })
    vi.advanceTimersByTime(150)
    expect(context.stores.toast.getState()).toMatchObject({ open: true, message: 'c' })
  })

  it('hides the toast and drops one waiting to open', () => {
    const context = createTestContext()
    showToast(context, { message: 'a', variant: 'success' })
    showToast(context, { message: 'b', variant: 'success' })
    hideToast(context)
    vi.advanceTimersByTime(1_000)
    expect(context.stores.toast.getState()).toMatchObject({ open: false, message: 'a' })
  })
})
