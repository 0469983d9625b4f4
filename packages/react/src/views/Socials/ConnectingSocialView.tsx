import { cancelSocialLogin } from '@portico/core'
import { useEffect } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { UserIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { SOCIAL_NAMES } from '../Connect/SocialButtons.tsx'
import { beginSocialLogin } from './beginSocialLogin.ts'
import { SocialLogoIcon } from './socialLogos.tsx'

/**
 * ConnectingSocial: waits while the person signs in with the provider in the popup; on failure it says why and
 * offers 'Try again' (a new popup) and 'Cancel'. Leaving the view abandons the login.
 */
export function ConnectingSocialView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const { socialProvider, socialError } = useStoreSnapshot(appKit.stores.auth)
  const provider = socialProvider ? SOCIAL_NAMES[socialProvider] : ''
  useEffect(() => () => cancelSocialLogin(context), [context])
  return (
    <div className="portico-connecting" data-testid="connecting-social">
      <div className="portico-connecting__badge">
        <span className="portico-connecting__glyph">
          {socialProvider ? <SocialLogoIcon provider={socialProvider} size={36} /> : <UserIcon />}
        </span>
        {socialError ? null : (
          <span className="portico-connecting__spinner">
            <Spinner size={96} thickness={3} />
          </span>
        )}
      </div>
      <div className="portico-connecting__text" role="status">
        <p className="portico-connecting__title">{t('social.title', { provider })}</p>
        {socialError ? (
          <p className="portico-field__error" role="alert">
            {t('social.failed', { provider, reason: socialError })}
          </p>
        ) : (
          <p className="portico-connecting__description">{t('social.description', { provider })}</p>
        )}
      </div>
      <div className="portico-stack">
        {socialError && socialProvider ? (
          <button
            type="button"
            className="portico-button portico-button--primary"
            onClick={() => beginSocialLogin(context, socialProvider)}
          >
            {t('social.retry')}
          </button>
        ) : null}
        <button
          type="button"
          className="portico-button portico-button--secondary"
          onClick={() => {
            cancelSocialLogin(context)
            appKit.goBack()
          }}
        >
          {t('social.cancel')}
        </button>
      </div>
    </div>
  )
}
