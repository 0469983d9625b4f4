import { QrCode } from '../../components/QrCode.tsx'
import { ExternalIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'

/** §2 ConnectingFarcaster: scan the Farcaster sign-in code, or open it on this device. */
export function ConnectingFarcasterView() {
  const appKit = useAppKitInstance()
  const { farcasterUrl } = useStoreSnapshot(appKit.stores.connection)
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
