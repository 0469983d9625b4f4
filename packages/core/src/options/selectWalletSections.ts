import type { ResolvedAppKitOptions } from './types.ts'

/** What the Connect view offers of wallets, from AppKit's wallet options. */
export interface WalletSections {
  /** Any wallet at all (`enableWallets`); `false` leaves email and social logins only. */
  wallets: boolean
  /** The WalletConnect QR entry and the wallets that connect through it (registry, recent, custom). */
  walletConnect: boolean
  /** Installed (EIP-6963 or injected) wallets. */
  injected: boolean
  /** The All wallets entry (`features.allWallets` and `allWallets`: SHOW, HIDE or ONLY_MOBILE). */
  allWallets: boolean
  /** The "Haven't got a wallet? Get started" line (`enableWalletGuide`). */
  walletGuide: boolean
  /**
   * The wallet groups wait behind one "Continue with a wallet" button: `features.collapseWallets`, or
   * `features.emailShowWallets: false` while email or social logins are on the first Connect view (as in AppKit).
   */
  collapsed: boolean
}

/**
 * The wallet sections the Connect view shows: `enableWallets: false` hides them all; `enableWalletConnect:
 * false` hides the QR entry, the registry, recent and custom wallets (they connect over WalletConnect) and All
 * wallets; `enableInjected: false` hides installed wallets; `allWallets` HIDE hides All wallets, ONLY_MOBILE
 * keeps it on phones only. The groups are collapsed behind one button with `collapseWallets`, or with
 * `emailShowWallets: false` when email or a social login shows beside them.
 *
 * @example
 * selectWalletSections(core.stores.options.getState(), core.context.isMobile()).allWallets // true
 */
export function selectWalletSections(
  options: Pick<
    ResolvedAppKitOptions,
    | 'enableWallets'
    | 'enableWalletConnect'
    | 'enableInjected'
    | 'allWallets'
    | 'enableWalletGuide'
    | 'features'
  >,
  isMobile: boolean,
): WalletSections {
  const wallets = options.enableWallets
  const walletConnect = wallets && options.enableWalletConnect
  const { features } = options
  const loginsShown = features.email || features.socials.length > 0
  const allWalletsShown = options.allWallets === 'SHOW' || (options.allWallets === 'ONLY_MOBILE' && isMobile)
  return {
    wallets,
    walletConnect,
    injected: wallets && options.enableInjected,
    allWallets: walletConnect && features.allWallets && allWalletsShown,
    walletGuide: wallets && options.enableWalletGuide,
    collapsed: wallets && (features.collapseWallets || (!features.emailShowWallets && loginsShown)),
  }
}
