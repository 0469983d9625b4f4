// A scripted EIP-1193 provider for unit tests; the real wallet is exercised by the e2e suite.
import type { EIP1193Provider } from 'viem'

export const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

type Listener = (...args: never[]) => void

export interface FakeProvider {
  /** Pass to code that wants a provider. */
  provider: EIP1193Provider
  /** Methods requested, in order. */
  calls: string[]
  /** Fires a provider event as the wallet would. */
  emit(event: string, ...args: unknown[]): void
  /** How many listeners are attached to `event`. */
  listenerCount(event: string): number
}

export interface FakeProviderScript {
  accounts?: string[]
  chainId?: unknown
  /** Makes a method reject with this error. */
  fail?: Record<string, unknown>
  /** Makes a method wait for this promise before answering. */
  wait?: Record<string, Promise<void>>
  /** Answers for other methods (e.g. `personal_sign`, `wallet_switchEthereumChain`). */
  answers?: Record<string, unknown>
}

export function createFakeProvider({
  accounts = [ALICE.toLowerCase()],
  chainId = '0x7a69',
  fail = {},
  wait = {},
  answers: extraAnswers = {},
}: FakeProviderScript = {}): FakeProvider {
  const calls: string[] = []
  const listeners = new Map<string, Set<Listener>>()
  const answers: Record<string, unknown> = {
    eth_requestAccounts: accounts,
    eth_accounts: accounts,
    eth_chainId: chainId,
    ...extraAnswers,
  }
  const provider = {
    async request({ method }: { method: string }) {
      calls.push(method)
      await wait[method]
      if (method in fail) throw fail[method]
      if (method in answers) return answers[method]
      throw Object.assign(new Error(`fake provider: ${method} not scripted`), { code: 4200 })
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  return {
    provider: provider as unknown as EIP1193Provider,
    calls,
    emit: (event, ...args) =>
      listeners.get(event)?.forEach((listener) => (listener as (...a: unknown[]) => void)(...args)),
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
}
