import { waitForEmailDeviceApproval } from '@portico/core'
import { useEffect, useState } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { MailIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { shortMessageOf } from '../shortMessageOf.ts'

/**
 * Email login of a known user on a new device: waits while the person approves this device from the email
 * (core keeps asking the secure site while the view is open), then the code entry follows.
 */
export function EmailVerifyDeviceView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const { email } = useStoreSnapshot(appKit.stores.auth)
  const [error, setError] = useState<string | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    waitForEmailDeviceApproval(context, { signal: controller.signal }).catch((cause: unknown) => {
      if (!controller.signal.aborted) setError(shortMessageOf(cause))
    })
    return () => controller.abort()
  }, [context, attempt])
  return (
    <div className="portico-connecting">
      <div className="portico-connecting__badge">
        <span className="portico-connecting__glyph">
          <MailIcon />
        </span>
        {error ? null : (
          <span className="portico-connecting__spinner">
            <Spinner size={96} thickness={3} />
          </span>
        )}
      </div>
      <div className="portico-connecting__text" role="status">
        <p className="portico-connecting__title">{t('device.title')}</p>
        <p className="portico-connecting__description">{t('device.description', { email: email ?? '' })}</p>
        {error ? (
          <p className="portico-field__error" role="alert">
            {error}
          </p>
        ) : (
          <p className="portico-connecting__description">{t('device.waiting')}</p>
        )}
      </div>
      {error ? (
        <button
          type="button"
          className="portico-button portico-button--secondary"
          onClick={() => {
            setError(undefined)
            setAttempt((value) => value + 1)
          }}
        >
          {t('device.retry')}
        </button>
      ) : null}
    </div>
  )
}
