import type { EIP1193Provider } from 'viem'

/** One request the wallet received. */
export interface WalletRequest {
  method: string
  params?: unknown
}

/** A real wallet seen through a recorder that can make chosen methods fail. */
export interface ScriptedWallet {
  /** The provider to hand to core and the adapter. */
  readonly provider: EIP1193Provider
  /** Requests received, in order. */
  readonly requests: WalletRequest[]
  /** Methods received, in order. */
  methods(): string[]
  /** Every later request of `method` rejects with `error` (until {@link ScriptedWallet.reset}). */
  fail(method: string, error: unknown): void
  /** Forgets the failures and the recorded requests. */
  reset(): void
}

/**
 * Wraps an EIP-1193 wallet so a test sees every request and can make a method fail as a wallet would (e.g. a
 * person declining: `{ code: 4001 }`); events pass straight through.
 *
 * @example
 * const wallet = scriptWallet(devWallet)
 * wallet.fail('personal_sign', new ProviderRpcError(4001, 'User rejected the request.'))
 */
export function scriptWallet(wallet: {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on: (event: never, listener: never) => unknown
  removeListener: (event: never, listener: never) => unknown
}): ScriptedWallet {
  const requests: WalletRequest[] = []
  const failures = new Map<string, unknown>()
  const provider = {
    async request(args: WalletRequest) {
      requests.push(args)
      if (failures.has(args.method)) throw failures.get(args.method)
      return wallet.request(args)
    },
    on: wallet.on.bind(wallet),
    removeListener: wallet.removeListener.bind(wallet),
  } as unknown as EIP1193Provider
  return {
    provider,
    requests,
    methods: () => requests.map(({ method }) => method),
    fail: (method, error) => void failures.set(method, error),
    reset: () => {
      failures.clear()
      requests.length = 0
    },
  }
}
