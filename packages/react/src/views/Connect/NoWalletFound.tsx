import { WalletIcon } from '../../components/icons/WalletIcon.tsx'
import { t } from '../../i18n/translate.ts'

/** Shown when no wallet has announced itself. */
export function NoWalletFound() {
  return (
    <div className="portico-empty" role="status">
      <span className="portico-empty__icon">
        <WalletIcon />
      </span>
      <p className="portico-empty__title">{t('connect.empty.title')}</p>
      <p className="portico-empty__description">{t('connect.empty.description')}</p>
    </div>
  )
}
