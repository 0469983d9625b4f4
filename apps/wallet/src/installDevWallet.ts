import { devnetAccounts, devnetChains, devnetRpcUrl } from '@portico/devnet/manifest'
import { announceProvider } from './announceProvider.ts'
import { createDevWalletProvider, type DevWalletProvider } from './devWalletProvider.ts'
import { devWalletIcon } from './walletIcon.ts'

/** Options of {@link installDevWallet}. */
export interface InstallDevWalletOptions {
  /** RPC URL per devnet chain id; defaults to the devnet's default ports. */
  rpcUrls?: Partial<Record<number, string>>
  /** Which devnet account the wallet holds (default 1: account 0 deploys the fixtures). */
  accountIndex?: number
}

export const devWalletInfo = {
  name: 'Portico Dev Wallet',
  rdns: 'dev.portico.wallet',
  icon: devWalletIcon,
} as const

/**
 * Creates the Portico Dev Wallet and announces it on `window` as an extension's content script would.
 *
 * @example
 * installDevWallet({ rpcUrls: { 31337: 'http://127.0.0.1:8545' } })
 */
export function installDevWallet(options: InstallDevWalletOptions = {}): DevWalletProvider {
  const account = devnetAccounts[options.accountIndex ?? 1]
  if (!account) throw new Error(`The devnet has no account ${options.accountIndex}`)
  const provider = createDevWalletProvider({
    privateKey: account.privateKey,
    chains: devnetChains.map((chain) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: options.rpcUrls?.[chain.id] ?? devnetRpcUrl(chain.id),
    })),
  })
  announceProvider(window, { uuid: crypto.randomUUID(), ...devWalletInfo }, provider)
  return provider
}
