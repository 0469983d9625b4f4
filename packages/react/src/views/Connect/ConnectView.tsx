import { pushView, selectWalletSections, type ConnectMethod } from '@portico/core'
import { useState, type ReactNode } from 'react'
import { FocusRegion } from '../../components/Modal/FocusRegion.tsx'
import { List } from '../../components/List/List.tsx'
import { ListItem } from '../../components/List/ListItem.tsx'
import { ChevronIcon, MailIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { ConnectErrorNotice } from './ConnectErrorNotice.tsx'
import { ConnectingPanel } from './ConnectingPanel.tsx'
import { LegalNotice } from './LegalNotice.tsx'
import { WalletGroups } from './WalletGroups.tsx'
import { SocialButtons } from './SocialButtons.tsx'
import { beginSocialLogin } from '../Socials/beginSocialLogin.ts'

/**
 * §2 Connect view: the connect methods in §9 order (email, social, wallet), the wallet groups in the app's
 * connector order (as far as AppKit's wallet options let them show), the wait while a wallet connects, why the
 * last attempt failed, the wallet guide line, and the legal notice or checkbox.
 */
export function ConnectView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const { status } = useStoreSnapshot(appKit.stores.account)
  const { connectorId, error } = useStoreSnapshot(appKit.stores.connection)
  const { connectors } = useStoreSnapshot(appKit.stores.connectors)
  const options = useStoreSnapshot(appKit.stores.options)
  const { features, termsConditionsUrl, privacyPolicyUrl } = options
  const walletSections = selectWalletSections(options, context.isMobile())
  const [accepted, setAccepted] = useState(false)
  const [walletsOpen, setWalletsOpen] = useState(false)
  const selected = connectors.find((connector) => connector.id === connectorId)
  // The checkbox only shows when there is something to agree to (terms or privacy link).
  const locked = features.legalCheckbox && Boolean(termsConditionsUrl || privacyPolicyUrl) && !accepted
  // The outcome lands in the stores (Account view, or the error below); the promise has nothing more to say.
  const connect = (id: string) => void appKit.connect(id).catch(() => undefined)

  if (status === 'connecting' && selected) {
    return (
      <FocusRegion key="connecting">
        <ConnectingPanel wallet={selected} onCancel={() => void appKit.disconnect()} />
      </FocusRegion>
    )
  }

  const methods: Record<ConnectMethod, () => ReactNode> = {
    email: () =>
      features.email ? (
        <List key="email" label={t('connect.email')}>
          <ListItem
            label={t('connect.continueWithEmail')}
            leading={
              <span className="portico-list-item__image portico-list-item__image--icon">
                <MailIcon />
              </span>
            }
            disabled={locked}
            onSelect={() => pushView(context, 'Email')}
          />
        </List>
      ) : null,
    social: () =>
      features.socials.length > 0 ? (
        <SocialButtons
          key="social"
          providers={features.socials}
          disabled={locked}
          onSelect={(provider) => beginSocialLogin(context, provider)}
          onMore={() => pushView(context, 'Socials')}
        />
      ) : null,
    wallet: () =>
      // enableWallets: false leaves email and social logins only.
      !walletSections.wallets ? null : walletSections.collapsed && !walletsOpen ? (
        // collapseWallets or emailShowWallets: false: the wallet groups hide behind one button.
        <List key="wallet" label={t('connect.wallets')}>
          <ListItem
            label={t('connect.continueWithWallet')}
            trailing={<ChevronIcon />}
            disabled={locked}
            onSelect={() => setWalletsOpen(true)}
          />
        </List>
      ) : (
        <WalletGroups key="wallet" onConnect={connect} disabled={locked} sections={walletSections} />
      ),
  }

  const sections = features.connectMethodsOrder.flatMap((method) => {
    const section = methods[method]()
    return section === null ? [] : [[method, section] as const]
  })

  return (
    <FocusRegion key="wallets" className="portico-stack">
      {error && selected ? (
        <ConnectErrorNotice wallet={selected} error={error} onRetry={() => connect(selected.id)} />
      ) : null}
      {sections.map(([method, section], index) => (
        <div key={method} className="portico-stack">
          {index > 0 ? (
            <div className="portico-divider" role="separator">
              <span>{t('connect.or')}</span>
            </div>
          ) : null}
          {section}
        </div>
      ))}
      {walletSections.walletGuide ? (
        <p className="portico-wallet-guide">
          {t('connect.walletGuide')}{' '}
          <button type="button" className="portico-link" onClick={() => pushView(context, 'WhatIsAWallet')}>
            {t('connect.walletGuideAction')}
          </button>
        </p>
      ) : null}
      <LegalNotice
        termsUrl={termsConditionsUrl}
        privacyUrl={privacyPolicyUrl}
        checkbox={features.legalCheckbox}
        accepted={accepted}
        onAcceptedChange={setAccepted}
      />
    </FocusRegion>
  )
}
