import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { shakeModal } from './shakeModal.ts'

describe('shakeModal (§4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sets the shake flag for 500 ms', () => {
    const context = createTestContext()
    shakeModal(context)
    expect(context.stores.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(context.stores.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(context.stores.modal.getState().shake).toBe(false)
  })

  it('restarts the 500 ms when shaken again', () => {
    const context = createTestContext()
    shakeModal(context)
    vi.advanceTimersByTime(300)
    shakeModal(context)
    vi.advanceTimersByTime(300)
    expect(context.stores.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(200)
    expect(context.stores.modal.getState().shake).toBe(false)
  })
})
