import { devnetAccounts, devnetChains, type DevnetChainId } from '@portico/devnet/manifest'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'

// Ten accounts is few enough to derive every key up front.
/** The devnet's well-known accounts, with their keys, in manifest order. */
export const walletAccounts: readonly PrivateKeyAccount[] = devnetAccounts.map((account) =>
  privateKeyToAccount(account.privateKey),
)

/** The devnet chain ids the wallet can be on, in manifest order. */
export const walletChainIds = devnetChains.map((chain) => chain.id)

/**
 * Whether `id` is one of the devnet's chain ids.
 *
 * @example
 * if (isDevnetChainId(switchTo)) setState({ chainId: switchTo })
 */
export function isDevnetChainId(id: unknown): id is DevnetChainId {
  return walletChainIds.includes(id as DevnetChainId)
}
