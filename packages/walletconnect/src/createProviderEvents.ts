import type { EIP1193EventMap, EIP1193Events } from 'viem'

/** The EIP-1193 event half of a provider, plus `emit` for its owner. */
export interface ProviderEvents extends EIP1193Events {
  /** Calls every listener of `event` with `args`, in the order they were added. */
  emit<E extends keyof EIP1193EventMap>(event: E, ...args: Parameters<EIP1193EventMap[E]>): void
}

/**
 * A small EIP-1193 event emitter (`on`, `removeListener`) that works in a browser without Node's `events`.
 *
 * @example
 * const events = createProviderEvents()
 * events.on('chainChanged', (chainId) => console.log(chainId))
 * events.emit('chainChanged', '0x7a6a')
 */
export function createProviderEvents(): ProviderEvents {
  const listeners = new Map<keyof EIP1193EventMap, Set<(...args: never[]) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (...args: never[]) => void)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (...args: never[]) => void)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        ;(listener as unknown as (...values: typeof args) => void)(...args)
      }
    },
  }
}
