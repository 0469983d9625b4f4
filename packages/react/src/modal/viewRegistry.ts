import type { RouterView } from '@portico/core'
import { ConnectView } from '../views/Connect/ConnectView.tsx'
import { eagerView, lazyView, type ViewEntry } from './lazyView.ts'

/**
 * Every §2 view. Connect, the first view a visitor sees, is part of the modal's chunk so it draws in the modal's
 * first frame; every other view is its own chunk, fetched on first use (the modal preloads the connect-time
 * ones, and the one it opens on is fetched at idle with the modal's chunk).
 */
export const viewRegistry: Record<RouterView, ViewEntry> = {
  Connect: eagerView('view.Connect.title', ConnectView),
  Account: lazyView('view.Account.title', () =>
    import('../views/Account/AccountView.tsx').then((m) => m.AccountView),
  ),
  AllWallets: lazyView('view.AllWallets.title', () =>
    import('../views/AllWallets/AllWalletsView.tsx').then((m) => m.AllWalletsView),
  ),
  ConnectingWalletConnectBasic: lazyView('view.ConnectingWalletConnectBasic.title', () =>
    import('../views/WalletConnect/ConnectingWalletConnectBasicView.tsx').then(
      (m) => m.ConnectingWalletConnectBasicView,
    ),
  ),
  ConnectingWalletConnect: lazyView('view.ConnectingWalletConnect.title', () =>
    import('../views/WalletConnect/ConnectingWalletConnectView.tsx').then(
      (m) => m.ConnectingWalletConnectView,
    ),
  ),
  ConnectingExternal: lazyView('view.ConnectingExternal.title', () =>
    import('../views/Connecting/ConnectingExternalView.tsx').then((m) => m.ConnectingExternalView),
  ),
  ConnectingSiwe: lazyView('view.ConnectingSiwe.title', () =>
    import('../views/Siwx/SiwxSignMessageView.tsx').then((m) => m.SiwxSignMessageView),
  ),
  ConnectingFarcaster: lazyView('view.ConnectingFarcaster.title', () =>
    import('../views/Connecting/ConnectingFarcasterView.tsx').then((m) => m.ConnectingFarcasterView),
  ),
  UnsupportedChain: lazyView('view.UnsupportedChain.title', () =>
    import('../views/Networks/UnsupportedChainView.tsx').then((m) => m.UnsupportedChainView),
  ),
  ApproveTransaction: lazyView('view.ApproveTransaction.title', () =>
    import('../views/Connecting/ApproveTransactionView.tsx').then((m) => m.ApproveTransactionView),
  ),
  SIWXSignMessage: lazyView('view.SIWXSignMessage.title', () =>
    import('../views/Siwx/SiwxSignMessageView.tsx').then((m) => m.SiwxSignMessageView),
  ),
  RegisterAccountName: lazyView('view.RegisterAccountName.title', () =>
    import('../views/Names/RegisterAccountNameView.tsx').then((m) => m.RegisterAccountNameView),
  ),
  RegisterAccountNameSuccess: lazyView('view.RegisterAccountNameSuccess.title', () =>
    import('../views/Names/RegisterAccountNameSuccessView.tsx').then((m) => m.RegisterAccountNameSuccessView),
  ),
  Networks: lazyView('view.Networks.title', () =>
    import('../views/Networks/NetworksView.tsx').then((m) => m.NetworksView),
  ),
  Email: lazyView('view.Email.title', () => import('../views/Email/EmailView.tsx').then((m) => m.EmailView)),
  Socials: lazyView('view.Socials.title', () =>
    import('../views/Socials/SocialsView.tsx').then((m) => m.SocialsView),
  ),
  Swap: lazyView('view.Swap.title', () => import('../views/Swap/SwapView.tsx').then((m) => m.SwapView)),
  Send: lazyView('view.Send.title', () => import('../views/Send/SendView.tsx').then((m) => m.SendView)),
  Receive: lazyView('view.Receive.title', () =>
    import('../views/Receive/ReceiveView.tsx').then((m) => m.ReceiveView),
  ),
  OnRamp: lazyView('view.OnRamp.title', () =>
    import('../views/OnRamp/OnRampView.tsx').then((m) => m.OnRampView),
  ),
  History: lazyView('view.History.title', () =>
    import('../views/History/HistoryView.tsx').then((m) => m.HistoryView),
  ),
  EmailVerifyOtp: lazyView('view.EmailVerifyOtp.title', () =>
    import('../views/Email/EmailVerifyOtpView.tsx').then((m) => m.EmailVerifyOtpView),
  ),
  EmailVerifyDevice: lazyView('view.EmailVerifyDevice.title', () =>
    import('../views/Email/EmailVerifyDeviceView.tsx').then((m) => m.EmailVerifyDeviceView),
  ),
  ConnectingSocial: lazyView('view.ConnectingSocial.title', () =>
    import('../views/Socials/ConnectingSocialView.tsx').then((m) => m.ConnectingSocialView),
  ),
  UpdateEmailWallet: lazyView('view.UpdateEmailWallet.title', () =>
    import('../views/Email/UpdateEmailWalletView.tsx').then((m) => m.UpdateEmailWalletView),
  ),
  UpdateEmailPrimaryOtp: lazyView('view.UpdateEmailPrimaryOtp.title', () =>
    import('../views/Email/UpdateEmailPrimaryOtpView.tsx').then((m) => m.UpdateEmailPrimaryOtpView),
  ),
  UpdateEmailSecondaryOtp: lazyView('view.UpdateEmailSecondaryOtp.title', () =>
    import('../views/Email/UpdateEmailSecondaryOtpView.tsx').then((m) => m.UpdateEmailSecondaryOtpView),
  ),
  WhatIsAWallet: lazyView('view.WhatIsAWallet.title', () =>
    import('../views/Onboarding/WhatIsAWalletView.tsx').then((m) => m.WhatIsAWalletView),
  ),
  WhatIsANetwork: lazyView('view.WhatIsANetwork.title', () =>
    import('../views/Onboarding/WhatIsANetworkView.tsx').then((m) => m.WhatIsANetworkView),
  ),
}

/** Views the modal fetches as soon as it loads: the ones a person reaches while connecting. */
export const PRELOADED_VIEWS: readonly RouterView[] = ['Connect', 'Account', 'AllWallets']
