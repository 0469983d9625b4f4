import { connectFarcaster } from '@portico/core'
import { useEffect, useState } from 'react'
import { QrCode } from '../../components/QrCode.tsx'
import { ExternalIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { shortMessageOf } from '../shortMessageOf.ts'

/**
 * §2 ConnectingFarcaster: Sign In With Farcaster (ADR 0022). While open, core asks the secure site for the relay
 * channel's connect URL (shown as a QR code and a link) and waits for the person to approve in their Farcaster
 * wallet; then the embedded wallet of that Farcaster account connects. A failure (e.g. no relay configured)
 * shows its message and a retry.
 */
export function ConnectingFarcasterView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const { farcasterUrl } = useStoreSnapshot(appKit.stores.connection)
  const [error, setError] = useState<string | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    connectFarcaster(context, { signal: controller.signal }).catch((cause: unknown) => {
      if (!controller.signal.aborted) setError(shortMessageOf(cause))
    })
    return () => controller.abort()
  }, [context, attempt])
  if (error) {
    return (
      <div className="portico-wc">
        <p className="portico-field__error" role="alert">
          {error}
        </p>
        <button
          type="button"
          className="portico-button portico-button--secondary"
          onClick={() => {
            setError(undefined)
            setAttempt((value) => value + 1)
          }}
        >
          {t('farcaster.retry')}
        </button>
      </div>
    )
  }
  return (
    <div className="portico-wc">
      {farcasterUrl ? (
        <QrCode value={farcasterUrl} label={t('farcaster.qrLabel')} />
      ) : (
        <div className="portico-qr portico-qr--pending" role="status" aria-busy="true">
          <span className="portico-skeleton portico-skeleton--qr" aria-hidden="true" />
          <span className="portico-visually-hidden">{t('walletConnect.preparing')}</span>
        </div>
      )}
      <p className="portico-wc__hint">{t('farcaster.scan')}</p>
      {farcasterUrl ? (
        <a
          className="portico-button portico-button--secondary"
          href={farcasterUrl}
          target="_blank"
          rel="noreferrer noopener"
        >
          {t('farcaster.open')}
          <ExternalIcon />
        </a>
      ) : null}
    </div>
  )
}
