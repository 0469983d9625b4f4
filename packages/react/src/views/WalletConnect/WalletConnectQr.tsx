import type { ReactNode } from 'react'
import { QrCode } from '../../components/QrCode.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { CopyIcon } from '../../components/icons/CopyIcon.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useCopyFeedback } from '../../hooks/useCopyFeedback.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'

/** Props of {@link WalletConnectQr}. */
export interface WalletConnectQrProps {
  /** Who the code is for: "WalletConnect" or the picked wallet's name. */
  walletName: string
  /** Picture in the middle of the code. */
  logo?: ReactNode
}

/**
 * The pairing URI of the WalletConnect session being set up, as a QR code to scan and a link to copy; a
 * placeholder while the URI is not there yet.
 */
export function WalletConnectQr({ walletName, logo }: WalletConnectQrProps) {
  const appKit = useAppKitInstance()
  const { uri, error } = useStoreSnapshot(appKit.stores.walletConnection)
  const { copied, copy } = useCopyFeedback()

  return (
    <div className="portico-wc">
      {uri ? (
        <QrCode value={uri} label={t('walletConnect.qrLabel', { wallet: walletName })} logo={logo} />
      ) : (
        <div className="portico-qr portico-qr--pending" role="status" aria-busy="true">
          <span className="portico-skeleton portico-skeleton--qr" aria-hidden="true" />
          <span className="portico-visually-hidden">{t('walletConnect.preparing')}</span>
        </div>
      )}
      <p className="portico-wc__hint">
        {error ? t('walletConnect.declined') : t('walletConnect.scan', { wallet: walletName })}
      </p>
      <button
        type="button"
        className="portico-button portico-button--secondary portico-button--small"
        disabled={!uri}
        onClick={() => uri && copy(uri)}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        {copied ? t('walletConnect.copied') : t('walletConnect.copyLink')}
      </button>
      <span className="portico-visually-hidden" role="status">
        {copied ? t('walletConnect.copied') : ''}
      </span>
    </div>
  )
}
