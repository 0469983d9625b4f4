import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextFrame } from './afterNextFrame.ts'

afterEach(() => vi.unstubAllGlobals())

describe('afterNextFrame', () => {
  it('runs the task in a task of its own after the next frame, not before it', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    const task = vi.fn()
    afterNextFrame(task)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(task).not.toHaveBeenCalled()
    frames.shift()!(0) // the frame
    expect(task).not.toHaveBeenCalled() // not inside it: after its paint
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1))
  })

  it('runs the task after the current one where no frames are drawn', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined)
    const task = vi.fn()
    afterNextFrame(task)
    expect(task).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1))
  })
})
