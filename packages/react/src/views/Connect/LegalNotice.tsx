import { useId } from 'react'
import { t } from '../../i18n/translate.ts'

/** Props of {@link LegalNotice}. */
export interface LegalNoticeProps {
  termsUrl: string | undefined
  privacyUrl: string | undefined
  /** features.legalCheckbox: the person must tick it before connecting. */
  checkbox: boolean
  accepted: boolean
  onAcceptedChange: (accepted: boolean) => void
}

function Links({ termsUrl, privacyUrl }: Pick<LegalNoticeProps, 'termsUrl' | 'privacyUrl'>) {
  const terms = termsUrl ? (
    <a href={termsUrl} target="_blank" rel="noreferrer noopener">
      {t('legal.terms')}
    </a>
  ) : null
  const privacy = privacyUrl ? (
    <a href={privacyUrl} target="_blank" rel="noreferrer noopener">
      {t('legal.privacy')}
    </a>
  ) : null
  return (
    <>
      {terms}
      {terms && privacy ? ` ${t('legal.and')} ` : null}
      {privacy}
    </>
  )
}

/** "By connecting you agree to our Terms and Privacy Policy", as text or as the legal checkbox. */
export function LegalNotice({
  termsUrl,
  privacyUrl,
  checkbox,
  accepted,
  onAcceptedChange,
}: LegalNoticeProps) {
  const id = useId()
  if (!termsUrl && !privacyUrl) return null
  if (!checkbox) {
    return (
      <p className="portico-legal">
        {t('legal.byConnecting')} <Links termsUrl={termsUrl} privacyUrl={privacyUrl} />
      </p>
    )
  }
  return (
    <div className="portico-legal portico-legal--checkbox">
      <input
        id={id}
        type="checkbox"
        className="portico-checkbox"
        checked={accepted}
        onChange={(event) => onAcceptedChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {t('legal.iAgree')} <Links termsUrl={termsUrl} privacyUrl={privacyUrl} />
      </label>
    </div>
  )
}
