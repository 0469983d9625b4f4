import { truncateAddress } from '@portico/common'
import { canRegisterAccountName, isHistoryShown, pushView, type RouterView } from '@portico/core'
import { useState, type ReactNode } from 'react'
import { Avatar } from '../../components/Avatar/Avatar.tsx'
import { Tabs } from '../../components/Tabs.tsx'
import {
  CardIcon,
  ChevronIcon,
  MailIcon,
  ReceiveIcon,
  SendIcon,
  SwapIcon,
  UserIcon,
} from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t, type PlainMessageKey } from '../../i18n/translate.ts'
import { SOCIAL_NAMES } from '../Connect/SocialButtons.tsx'
import { TransactionList } from '../History/TransactionList.tsx'
import { NetworkBadge } from '../Networks/NetworkBadge.tsx'
import { AccountBalance } from './AccountBalance.tsx'
import { CopyAddressButton } from './CopyAddressButton.tsx'
import { DisconnectRow } from './DisconnectRow.tsx'
import { NftList } from './NftList.tsx'
import { TokenList } from './TokenList.tsx'

type AccountTab = 'tokens' | 'nfts' | 'activity'

// The wallet features; shown in the app's walletFeaturesOrder (§9 default: onramp, swaps, receive, send).
const FEATURES: {
  feature: 'onramp' | 'swaps' | 'receive' | 'send'
  view: RouterView
  label: PlainMessageKey
  icon: ReactNode
}[] = [
  { feature: 'onramp', view: 'OnRamp', label: 'account.buy', icon: <CardIcon /> },
  { feature: 'swaps', view: 'Swap', label: 'account.swap', icon: <SwapIcon /> },
  { feature: 'receive', view: 'Receive', label: 'account.receive', icon: <ReceiveIcon /> },
  { feature: 'send', view: 'Send', label: 'account.send', icon: <SendIcon /> },
]

/**
 * §2 Account view: who is connected (avatar, name or 4+6 address, copy), the native balance, the network
 * (opens Networks), the wallet features in §9 order, tabs Tokens, NFTs and Activity, and disconnect.
 */
export function AccountView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const account = useStoreSnapshot(appKit.stores.account)
  const { activeNetwork } = useStoreSnapshot(appKit.stores.chain)
  const { features } = useStoreSnapshot(appKit.stores.options)
  useStoreSnapshot(appKit.stores.connection) // whether a name can be registered depends on the connection
  const [tab, setTab] = useState<AccountTab>('tokens')
  const { address } = account
  if (!address) return null
  // §1 history feature: no Activity tab when it is off or the network has no activity.
  const historyShown = isHistoryShown(context)
  const tabs: { id: AccountTab; label: string }[] = [
    { id: 'tokens', label: t('account.tabs.tokens') },
    { id: 'nfts', label: t('account.tabs.nfts') },
    ...(historyShown ? [{ id: 'activity' as const, label: t('account.tabs.activity') }] : []),
  ]
  const shownTab = tab === 'activity' && !historyShown ? 'tokens' : tab
  // §4 name registration, offered to an account without a name wherever registration can succeed.
  const offerName = !account.profileName && canRegisterAccountName(context)
  return (
    <div className="portico-account">
      <button type="button" className="portico-network-pill" onClick={() => pushView(context, 'Networks')}>
        {activeNetwork ? <NetworkBadge network={activeNetwork} /> : null}
        <span>{activeNetwork?.name ?? t('account.unsupportedNetwork')}</span>
        <span className="portico-visually-hidden">{t('account.switchNetwork')}</span>
        <ChevronIcon />
      </button>
      <Avatar address={address} size={72} imageUrl={account.profileImage} />
      <div className="portico-account__identity">
        <span className="portico-account__address" data-testid="account-address" title={address}>
          {account.profileName ?? truncateAddress(address)}
        </span>
        <CopyAddressButton address={address} />
      </div>
      {account.user ? (
        <p className="portico-account__user">
          <span data-testid="account-email">{account.user.email ?? account.user.userName}</span>
          <span className="portico-account__provider" data-testid="account-auth-provider">
            {t('account.signedInWith', {
              provider:
                account.authProvider && account.authProvider in SOCIAL_NAMES
                  ? SOCIAL_NAMES[account.authProvider as keyof typeof SOCIAL_NAMES]
                  : t('account.emailProvider'),
            })}
          </span>
        </p>
      ) : null}
      <AccountBalance {...account} />
      <div className="portico-features" role="group" aria-label={t('account.actions')}>
        {features.walletFeaturesOrder
          .flatMap((wanted) => FEATURES.filter(({ feature }) => feature === wanted && features[feature]))
          .map(({ view, label, icon }) => (
            <button
              key={view}
              type="button"
              className="portico-feature"
              onClick={() => pushView(context, view)}
            >
              <span className="portico-feature__icon">{icon}</span>
              <span className="portico-feature__label">{t(label)}</span>
            </button>
          ))}
      </div>
      <Tabs label={t('account.tabs.label')} tabs={tabs} selected={shownTab} onSelect={setTab}>
        {shownTab === 'tokens' ? (
          <TokenList />
        ) : shownTab === 'nfts' ? (
          <NftList />
        ) : (
          <TransactionList limit={5} />
        )}
      </Tabs>
      <div className="portico-account__rows">
        {offerName ? (
          <button
            type="button"
            className="portico-row portico-row--action"
            onClick={() => pushView(context, 'RegisterAccountName')}
          >
            <span className="portico-account__row-icon">
              <UserIcon />
            </span>
            <span className="portico-account__row-label">{t('account.chooseName')}</span>
          </button>
        ) : null}
        {account.user?.email && account.authProvider === 'email' ? (
          <button
            type="button"
            className="portico-row portico-row--action"
            onClick={() => pushView(context, 'UpdateEmailWallet')}
          >
            <span className="portico-account__row-icon">
              <MailIcon />
            </span>
            <span className="portico-account__row-label">{t('account.editEmail')}</span>
          </button>
        ) : null}
        <DisconnectRow />
      </div>
    </div>
  )
}
