// A scripted EIP-1193 wallet for the EIP-1193 adapter's unit tests: it records each request with its params,
// answers by script, and fires its events by hand.
import type { EIP1193Provider } from 'viem'
import { ALICE } from './fakeProvider.ts'

type Listener = (payload: unknown) => void

/** One request the wallet received. */
export interface RecordedRequest {
  method: string
  params?: unknown
}

/** What {@link createRecordingWallet} returns. */
export interface RecordingWallet {
  provider: EIP1193Provider
  requests: RecordedRequest[]
  methods(): string[]
  emit(event: string, payload: unknown): void
  listenerCount(): number
}

/**
 * A wallet on 31337 holding ALICE; `answers[method]` overrides an answer (a function gets the params; an object
 * with a `code` or an Error is thrown).
 *
 * @example
 * const wallet = createRecordingWallet({ wallet_switchEthereumChain: { code: 4001 } })
 */
export function createRecordingWallet(answers: Record<string, unknown> = {}): RecordingWallet {
  const requests: RecordedRequest[] = []
  const listeners = new Map<string, Set<Listener>>()
  const script: Record<string, unknown> = {
    eth_requestAccounts: [ALICE.toLowerCase()],
    eth_accounts: [ALICE.toLowerCase()],
    eth_chainId: '0x7a69',
    wallet_switchEthereumChain: null,
    wallet_revokePermissions: null,
    personal_sign: '0x5167',
    ...answers,
  }
  const provider = {
    async request(args: RecordedRequest) {
      requests.push(args)
      if (!(args.method in script)) throw { code: 4200, message: `${args.method} not scripted` }
      const scripted = script[args.method]
      const answer =
        typeof scripted === 'function' ? (scripted as (p: unknown) => unknown)(args.params) : scripted
      if (answer instanceof Error || (typeof answer === 'object' && answer !== null && 'code' in answer))
        throw answer
      return answer
    },
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  return {
    provider: provider as unknown as EIP1193Provider,
    requests,
    methods: () => requests.map(({ method }) => method),
    emit: (event, payload) => listeners.get(event)?.forEach((listener) => listener(payload)),
    listenerCount: () => [...listeners.values()].reduce((total, set) => total + set.size, 0),
  }
}
