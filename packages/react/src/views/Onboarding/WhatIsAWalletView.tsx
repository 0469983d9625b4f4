import { pushView } from '@portico/core'
import { WalletIcon } from '../../components/icons/WalletIcon.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { t } from '../../i18n/translate.ts'

/** AppKit's WhatIsAWallet view (the wallet guide): what a wallet is, and the way to get one (All wallets). */
export function WhatIsAWalletView() {
  const { context } = useAppKitInstance()
  return (
    <div className="portico-stack portico-onboarding">
      <span className="portico-empty__icon">
        <WalletIcon />
      </span>
      <p>{t('onboarding.wallet.keys')}</p>
      <p>{t('onboarding.wallet.login')}</p>
      <button
        type="button"
        className="portico-button portico-button--primary"
        onClick={() => pushView(context, 'AllWallets')}
      >
        {t('onboarding.wallet.getOne')}
      </button>
    </div>
  )
}
