import { useState } from 'react'
import { Avatar } from '../../components/Avatar/Avatar.tsx'
import { SignatureIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { shortMessageOf } from '../shortMessageOf.ts'

/**
 * §2 SIWXSignMessage and ConnectingSiwe: asks the person to sign in with their wallet (§4: a message for the
 * connected address); "Cancel" disconnects when sign-in is required, otherwise closes.
 */
export function SiwxSignMessageView() {
  const appKit = useAppKitInstance()
  const { address } = useStoreSnapshot(appKit.stores.account)
  const { metadata } = useStoreSnapshot(appKit.stores.options)
  const [signing, setSigning] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const appName = metadata?.name ?? t('siwx.thisApp')
  const signIn = async () => {
    setSigning(true)
    setError(undefined)
    try {
      await appKit.signIn()
    } catch (cause) {
      setError(shortMessageOf(cause, t('siwx.failed')))
    } finally {
      setSigning(false)
    }
  }
  return (
    <div className="portico-connecting">
      <div className="portico-siwx__faces" aria-hidden="true">
        <span className="portico-siwx__app">{appName.slice(0, 1).toUpperCase()}</span>
        {address ? <Avatar address={address} size={64} /> : <SignatureIcon />}
      </div>
      <div className="portico-connecting__text">
        <p className="portico-connecting__title">{t('siwx.title', { app: appName })}</p>
        <p className="portico-connecting__description">{t('siwx.description')}</p>
      </div>
      {error ? (
        <p className="portico-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="portico-button-row">
        <button
          type="button"
          className="portico-button portico-button--secondary"
          disabled={signing}
          onClick={() => void appKit.cancelSignIn()}
        >
          {t('siwx.cancel')}
        </button>
        <button
          type="button"
          className="portico-button portico-button--primary"
          aria-busy={signing}
          disabled={signing}
          onClick={() => void signIn()}
        >
          {signing ? t('siwx.signing') : t('siwx.signIn')}
        </button>
      </div>
    </div>
  )
}
