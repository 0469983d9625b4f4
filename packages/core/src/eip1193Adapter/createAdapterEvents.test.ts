import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAdapterEvents } from './createAdapterEvents.ts'

afterEach(() => vi.restoreAllMocks())

describe('createAdapterEvents', () => {
  it('calls the listeners of an event with its payload until each stops listening', () => {
    const events = createAdapterEvents()
    const seen: unknown[] = []
    const stop = events.on('chainChanged', (change) => seen.push(change))
    events.on('disconnect', () => seen.push('gone'))

    events.emit('chainChanged', { chainId: 1, caipNetworkId: 'eip155:1' })
    stop()
    events.emit('chainChanged', { chainId: 2, caipNetworkId: 'eip155:2' })
    events.emit('disconnect', undefined)

    expect(seen).toEqual([{ chainId: 1, caipNetworkId: 'eip155:1' }, 'gone'])
  })

  it('logs a listener that throws, with the label, and still calls the others', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const events = createAdapterEvents('ethers adapter')
    const failure = new Error('listener bug')
    let called = 0
    events.on('disconnect', () => {
      throw failure
    })
    events.on('disconnect', () => void called++)

    events.emit('disconnect', undefined)

    expect(called).toBe(1)
    expect(logged).toHaveBeenCalledWith('A disconnect listener of the ethers adapter threw', failure)
  })
})
