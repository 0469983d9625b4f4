import type { AccountState } from '../account/accountStore.ts'
import type { CoreContext } from '../client/coreContext.ts'
import type { ConnectionState, NamespaceConnection } from '../connection/connectionStore.ts'
import type { SocialProvider } from '../options/features.ts'
import { compactWalletName } from '../wallets/findRegistryWallet.ts'
import { findInstalled, MODAL_VIEWS, NAMED_WALLET_RDNS, SOCIAL_LOGINS } from './connectNamedWallet.ts'
import type { Connector } from './types.ts'

/** What a wallet name (`<appkit-wallet-button wallet>`, `useAppKitWallet`) points to before it connects. */
export type NamedWalletTarget =
  /** The WalletConnect QR code, for any wallet. */
  | { kind: 'walletConnect' }
  /** The embedded wallet's email login. */
  | { kind: 'email' }
  /** A social login of the embedded wallet (Farcaster included). */
  | { kind: 'social'; provider: SocialProvider }
  /** A wallet installed in this browser (EIP-6963). */
  | { kind: 'installed'; connector: Connector }
  /** Any other wallet: {@link connectNamedWallet} looks `search` (an rdns or a name) up in the registry. */
  | { kind: 'registry'; search: string }
  /** No name was given. */
  | { kind: 'none' }

/**
 * Tells what `wallet` names, with the wallets installed now: `walletConnect`, `email`, a social login, an
 * installed wallet (by AppKit name, rdns or name), else a wallet to look up in the registry. What
 * {@link connectNamedWallet} will do, said before it runs, so a button can show the wallet and its state.
 *
 * @example
 * resolveNamedWallet(context, 'github') // { kind: 'social', provider: 'github' }
 * resolveNamedWallet(context, 'trust') // { kind: 'registry', search: 'com.trustwallet.app' } unless installed
 */
export function resolveNamedWallet(context: CoreContext, wallet: string): NamedWalletTarget {
  if (!wallet.trim()) return { kind: 'none' }
  if (MODAL_VIEWS[wallet] === 'ConnectingWalletConnectBasic') return { kind: 'walletConnect' }
  if (MODAL_VIEWS[wallet] === 'Email') return { kind: 'email' }
  if (wallet === 'farcaster' || (SOCIAL_LOGINS as readonly string[]).includes(wallet))
    return { kind: 'social', provider: wallet as SocialProvider }
  const connector = findInstalled(context, wallet)
  if (connector) return { kind: 'installed', connector }
  return { kind: 'registry', search: NAMED_WALLET_RDNS[wallet.toLowerCase()] ?? wallet }
}

/**
 * The connection made through `target`, if the account is connected that way: the installed wallet's own
 * connector, a WalletConnect session (for a registry wallet, one whose wallet is called `walletName`), the
 * email login, or that social login.
 *
 * @example
 * const { account, connection } = context.stores
 * connectionThrough(resolveNamedWallet(context, 'metamask'), account.getState(), connection.getState())
 */
export function connectionThrough(
  target: NamedWalletTarget,
  account: Pick<AccountState, 'status' | 'caipAddress' | 'authProvider' | 'socialProvider'>,
  { connections }: Pick<ConnectionState, 'connections'>,
  walletName?: string,
): NamespaceConnection | undefined {
  if (account.status !== 'connected' || account.caipAddress === undefined) return undefined
  const namespace = account.caipAddress.split(':')[0] as keyof typeof connections
  const connection = connections[namespace]
  if (!connection) return undefined
  const through = (() => {
    switch (target.kind) {
      case 'installed':
        return connection.connectorId === target.connector.id
      case 'walletConnect':
        return connection.connectorType === 'WALLET_CONNECT'
      case 'registry':
        return (
          connection.connectorType === 'WALLET_CONNECT' &&
          walletName !== undefined &&
          compactWalletName(connection.name) === compactWalletName(walletName)
        )
      case 'email':
        return connection.connectorType === 'AUTH' && account.authProvider === 'email'
      case 'social':
        return connection.connectorType === 'AUTH' && account.socialProvider === target.provider
      case 'none':
        return false
    }
  })()
  return through ? connection : undefined
}
