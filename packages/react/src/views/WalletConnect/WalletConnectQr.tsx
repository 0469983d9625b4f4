import type { ReactNode } from 'react'
import { QrCode } from '../../components/QrCode.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { CopyIcon } from '../../components/icons/CopyIcon.tsx'
import { RetryIcon } from '../../components/icons/lineIcons.tsx'
import { useCopyFeedback } from '../../hooks/useCopyFeedback.ts'
import { t } from '../../i18n/translate.ts'
import type { WalletConnectPairingState } from './useWalletConnectPairing.ts'

/** Props of {@link WalletConnectQr}. */
export interface WalletConnectQrProps {
  /** Who the code is for: "WalletConnect" or the picked wallet's name. */
  walletName: string
  /** Picture in the middle of the code. */
  logo?: ReactNode
  /** The pairing the view started (useWalletConnectPairing). */
  pairing: WalletConnectPairingState
}

/**
 * The pairing URI of the WalletConnect session being set up, as a QR code to scan and a link to copy; a
 * placeholder while the URI is not there yet, and a retry when the wallet declined or the code expired.
 */
export function WalletConnectQr({ walletName, logo, pairing }: WalletConnectQrProps) {
  const { uri, failed, refused, expired, canRetry, retry } = pairing
  const { copied, copy } = useCopyFeedback()

  if (failed || expired) {
    return (
      <div className="portico-wc">
        <div className="portico-qr portico-qr--pending portico-qr--ended" role="alert">
          <p className="portico-wc__ended-title">
            {refused
              ? refused.shortMessage
              : failed
                ? t('walletConnect.declined')
                : t('walletConnect.expired')}
          </p>
          <p className="portico-wc__hint">
            {refused
              ? t('walletConnect.refusedHint')
              : failed
                ? t('walletConnect.declinedHint')
                : t('walletConnect.expiredHint')}
          </p>
        </div>
        <button
          type="button"
          className="portico-button portico-button--secondary portico-button--small"
          data-testid="wc-retry"
          disabled={!canRetry}
          onClick={retry}
        >
          <RetryIcon />
          {failed ? t('walletConnect.retry') : t('walletConnect.newCode')}
        </button>
      </div>
    )
  }

  return (
    <div className="portico-wc">
      {uri ? (
        <div data-testid="wc-qr" data-uri={uri}>
          <QrCode value={uri} label={t('walletConnect.qrLabel', { wallet: walletName })} logo={logo} />
        </div>
      ) : (
        <div className="portico-qr portico-qr--pending" role="status" aria-busy="true">
          <span className="portico-skeleton portico-skeleton--qr" aria-hidden="true" />
          <span className="portico-visually-hidden">{t('walletConnect.preparing')}</span>
        </div>
      )}
      <p className="portico-wc__hint">{t('walletConnect.scan', { wallet: walletName })}</p>
      <button
        type="button"
        className="portico-button portico-button--secondary portico-button--small"
        data-testid="wc-copy-link"
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
