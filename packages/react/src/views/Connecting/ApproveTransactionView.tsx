import { Spinner } from '../../components/Spinner.tsx'
import { SignatureIcon } from '../../components/icons/lineIcons.tsx'
import { useWalletInfo } from '../../hooks/useWalletInfo.ts'
import { t } from '../../i18n/translate.ts'

/**
 * §2 ApproveTransaction: the connected wallet shows a request (the embedded wallet's approval page, or an
 * extension's popup) and the modal waits for the answer; the transaction stack decides what follows (§2).
 */
export function ApproveTransactionView() {
  const { walletInfo } = useWalletInfo()
  return (
    <div className="portico-connecting">
      <div className="portico-connecting__badge">
        <span className="portico-connecting__glyph">
          <SignatureIcon />
        </span>
        <span className="portico-connecting__spinner">
          <Spinner size={96} thickness={3} />
        </span>
      </div>
      <div className="portico-connecting__text" role="status">
        <p className="portico-connecting__title">{t('approve.title')}</p>
        <p className="portico-connecting__description">
          {t('approve.description', { wallet: walletInfo?.name ?? t('approve.yourWallet') })}
        </p>
      </div>
    </div>
  )
}
