import { pushView } from '@portico/core'
import { NetworkIcon } from '../../components/icons/NetworkIcon.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { t } from '../../i18n/translate.ts'

/** AppKit's WhatIsANetwork view: what a network is, and the way to pick one. */
export function WhatIsANetworkView() {
  const { context } = useAppKitInstance()
  return (
    <div className="portico-stack portico-onboarding">
      <span className="portico-empty__icon">
        <NetworkIcon />
      </span>
      <p>{t('onboarding.network.what')}</p>
      <p>{t('onboarding.network.switch')}</p>
      <button
        type="button"
        className="portico-button portico-button--primary"
        onClick={() => pushView(context, 'Networks')}
      >
        {t('onboarding.network.choose')}
      </button>
    </div>
  )
}
