import { createWalletClient, custom, type EIP1193Provider, type WalletClient } from 'viem'

// viem's wallet client brings its wallet actions; only the lazily loaded actions import this file, so an app
// pays for them when it first signs or sends, not on page load.
const walletClients = new WeakMap<EIP1193Provider, WalletClient>()

/**
 * A viem wallet client whose every request goes to `provider` (one per provider).
 *
 * @example
 * const hash = await sendTransaction(walletClientFor(provider), { account, to, value, chain: null })
 */
export function walletClientFor(provider: EIP1193Provider): WalletClient {
  let client = walletClients.get(provider)
  // A wallet answers for itself: viem must not retry a request the person may have declined.
  if (!client)
    walletClients.set(
      provider,
      (client = createWalletClient({ transport: custom(provider, { retryCount: 0 }) })),
    )
  return client
}
