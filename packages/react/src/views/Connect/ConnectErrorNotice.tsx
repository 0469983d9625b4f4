import type { PorticoError } from '@portico/common'
import type { Connector } from '@portico/core'
import { AlertIcon } from '../../components/icons/AlertIcon.tsx'
import { t } from '../../i18n/translate.ts'

/** Props of {@link ConnectErrorNotice}. */
export interface ConnectErrorNoticeProps {
  wallet: Connector
  error: PorticoError
  onRetry: () => void
}

/** Why the last connect failed, with a retry; declining in the wallet reads differently from a failure. */
export function ConnectErrorNotice({ wallet, error, onRetry }: ConnectErrorNoticeProps) {
  const declined = error.code === 'USER_REJECTED_REQUEST'
  return (
    <div className="portico-notice" role="alert">
      <span className="portico-notice__icon">
        <AlertIcon />
      </span>
      <div className="portico-notice__text">
        <p className="portico-notice__title">
          {t(declined ? 'connect.declined.title' : 'connect.failed.title')}
        </p>
        <p className="portico-notice__description">
          {declined
            ? t('connect.declined.description', { wallet: wallet.name })
            : t('connect.failed.description', { wallet: wallet.name, reason: error.shortMessage })}
        </p>
        <button
          type="button"
          className="portico-button portico-button--primary portico-button--small"
          onClick={onRetry}
        >
          {t('connect.retry')}
        </button>
      </div>
    </div>
  )
}
