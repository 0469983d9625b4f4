import type { Connector } from '@portico/core'
import { Spinner } from '../../components/Spinner.tsx'
import { t } from '../../i18n/translate.ts'

/** Props of {@link ConnectingPanel}. */
export interface ConnectingPanelProps {
  wallet: Connector
  onCancel: () => void
}

/** Waiting for the person to answer in their wallet. */
export function ConnectingPanel({ wallet, onCancel }: ConnectingPanelProps) {
  return (
    <div className="portico-connecting">
      <div className="portico-connecting__badge">
        <img className="portico-connecting__image" src={wallet.imageUrl} alt="" width={72} height={72} />
        <span className="portico-connecting__spinner">
          <Spinner size={96} thickness={3} />
        </span>
      </div>
      <div className="portico-connecting__text" role="status">
        <p className="portico-connecting__title">{t('connect.connecting.title', { wallet: wallet.name })}</p>
        <p className="portico-connecting__description">{t('connect.connecting.description')}</p>
      </div>
      <button type="button" className="portico-button portico-button--secondary" onClick={onCancel}>
        {t('connect.cancel')}
      </button>
    </div>
  )
}
