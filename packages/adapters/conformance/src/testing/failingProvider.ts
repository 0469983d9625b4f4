// Test fixtures: a real wallet with one method answered differently, everything else passed through.
import type { EIP1193Provider } from 'viem'

/**
 * Wraps `provider` so that requests for `method` are answered by `answer`.
 *
 * @example
 * const withCapabilities = overrideMethod(world.provider, 'wallet_getCapabilities', async () => ({}))
 */
export function overrideMethod(
  provider: EIP1193Provider,
  method: string,
  answer: (params: unknown) => Promise<unknown>,
): EIP1193Provider {
  const request = async (args: { method: string; params?: unknown }) =>
    args.method === method ? answer(args.params) : provider.request(args as never)
  return {
    request,
    on: provider.on.bind(provider),
    removeListener: provider.removeListener.bind(provider),
  } as EIP1193Provider
}

/**
 * Wraps `provider` so that requests for `method` reject with `error` (e.g. `{ code: 4001 }`, a person declining).
 *
 * @example
 * const declining = failingProvider(world.provider, 'personal_sign', { code: 4001, message: 'User rejected' })
 */
export function failingProvider(provider: EIP1193Provider, method: string, error: unknown): EIP1193Provider {
  return overrideMethod(provider, method, () => Promise.reject(error))
}
