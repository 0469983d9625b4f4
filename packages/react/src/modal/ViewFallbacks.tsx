import { Spinner } from '../components/Spinner.tsx'
import { t } from '../i18n/translate.ts'

/** Shown while a view's chunk loads. */
export function ViewLoading() {
  return (
    <div className="portico-view-loading" role="status">
      <Spinner size={28} />
      <span className="portico-visually-hidden">{t('modal.loading')}</span>
    </div>
  )
}

/** Shown for a §2 view this version has no screen for (e.g. `open({ view: 'AllWallets' })`). */
export function UnavailableView() {
  return (
    <div className="portico-empty">
      <p className="portico-empty__description">{t('view.unavailable.description')}</p>
    </div>
  )
}
