import type { RouterView } from './routerStore.ts'

/** The view names AppKit's `open({ view })` takes (its documented ones and a few it uses internally). */
export type AppKitView =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'WhatIsANetwork'
  | 'WhatIsAWallet'
  | 'OnRampProviders'
  | 'Swap'
  | 'WalletSend'
  | 'WalletReceive'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingWalletConnect'
  | 'ApproveTransaction'
  | 'Transactions'
  | 'EmailLogin'
  | 'ConnectSocials'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'RegisterAccountName'
  | 'UpdateEmailWallet'

/**
 * Where each AppKit view name opens in Portico's router (§2 views): most are the same view, a few have
 * Portico's own name (`WalletSend` → Send, `OnRampProviders` → OnRamp, `Transactions` → History).
 *
 * @example
 * APPKIT_VIEWS.WalletSend // 'Send'
 */
export const APPKIT_VIEWS: Readonly<Record<AppKitView, RouterView>> = {
  Connect: 'Connect',
  Account: 'Account',
  AllWallets: 'AllWallets',
  Networks: 'Networks',
  WhatIsANetwork: 'WhatIsANetwork',
  WhatIsAWallet: 'WhatIsAWallet',
  OnRampProviders: 'OnRamp',
  Swap: 'Swap',
  WalletSend: 'Send',
  WalletReceive: 'Receive',
  ConnectingWalletConnectBasic: 'ConnectingWalletConnectBasic',
  ConnectingWalletConnect: 'ConnectingWalletConnect',
  ApproveTransaction: 'ApproveTransaction',
  Transactions: 'History',
  EmailLogin: 'Email',
  ConnectSocials: 'Socials',
  UnsupportedChain: 'UnsupportedChain',
  SIWXSignMessage: 'SIWXSignMessage',
  RegisterAccountName: 'RegisterAccountName',
  UpdateEmailWallet: 'UpdateEmailWallet',
}

/**
 * The router view for a view name given to `open()`: an AppKit name is mapped, a Portico view name is kept.
 *
 * @example
 * toRouterView('OnRampProviders') // 'OnRamp'
 * toRouterView('History') // 'History'
 */
export function toRouterView(view: RouterView | AppKitView): RouterView {
  return (APPKIT_VIEWS as Partial<Record<string, RouterView>>)[view] ?? (view as RouterView)
}
