import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'

/** §2 RegisterAccountNameSuccess: the new name, and back to the account. */
export function RegisterAccountNameSuccessView() {
  const appKit = useAppKitInstance()
  const { profileName } = useStoreSnapshot(appKit.stores.account)
  return (
    <div className="portico-connecting">
      <span className="portico-success-mark" aria-hidden="true">
        <CheckIcon />
      </span>
      <div className="portico-connecting__text" role="status">
        <p className="portico-connecting__title">{t('names.success.title')}</p>
        <p className="portico-connecting__description">
          {t('names.success.description', { name: profileName ?? '' })}
        </p>
      </div>
      <button
        type="button"
        className="portico-button portico-button--primary"
        onClick={() => void appKit.open({ view: 'Account' })}
      >
        {t('names.success.done')}
      </button>
    </div>
  )
}
