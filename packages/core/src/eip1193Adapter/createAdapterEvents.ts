import type {
  ChainAdapterEvent,
  ChainAdapterEventMap,
  ChainAdapterListener,
} from '../adapters/chainAdapterEvents.ts'

/** Listeners of an adapter's events, and the way to call them. */
export interface AdapterEvents {
  /** Adds a listener; returns a function that removes it. */
  on<E extends ChainAdapterEvent>(event: E, listener: ChainAdapterListener<E>): () => void
  /** Calls every listener of `event`; one that throws is logged and does not stop the others. */
  emit<E extends ChainAdapterEvent>(event: E, payload: ChainAdapterEventMap[E]): void
}

/**
 * A small typed event emitter for {@link ChainAdapterEventMap}, the events every chain adapter reports. A listener
 * that throws is logged with `label` (e.g. 'ethers adapter') and does not stop the others.
 *
 * @example
 * const events = createAdapterEvents('ethers adapter')
 * const stop = events.on('disconnect', () => console.log('gone'))
 * events.emit('disconnect', undefined)
 */
export function createAdapterEvents(label = 'EVM adapter'): AdapterEvents {
  const listeners = new Map<ChainAdapterEvent, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
      return () => void set.delete(listener)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as ChainAdapterListener<typeof event>)(payload)
        } catch (error) {
          console.error(`A ${event} listener of the ${label} threw`, error)
        }
      }
    },
  }
}
