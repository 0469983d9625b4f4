/** Events an EIP-1193 provider emits. */
export interface ProviderEventMap {
  connect: { chainId: string }
  disconnect: { code: number; message: string }
  accountsChanged: readonly string[]
  chainChanged: string
}

type Listener<K extends keyof ProviderEventMap> = (payload: ProviderEventMap[K]) => void

/** The `on` / `removeListener` half of EIP-1193, with nothing else. */
export class ProviderEvents {
  private readonly listeners = new Map<keyof ProviderEventMap, Set<(payload: never) => void>>()

  on<K extends keyof ProviderEventMap>(event: K, listener: Listener<K>): this {
    let set = this.listeners.get(event)
    if (!set) this.listeners.set(event, (set = new Set()))
    set.add(listener as (payload: never) => void)
    return this
  }

  removeListener<K extends keyof ProviderEventMap>(event: K, listener: Listener<K>): this {
    this.listeners.get(event)?.delete(listener as (payload: never) => void)
    return this
  }

  emit<K extends keyof ProviderEventMap>(event: K, payload: ProviderEventMap[K]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as Listener<K>)(payload)
  }
}
