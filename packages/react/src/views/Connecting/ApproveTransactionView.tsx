import { Spinner } from '../../components/Spinner.tsx'
import { SignatureIcon } from '../../components/icons/lineIcons.tsx'
import { useWalletInfo } from '../../hooks/useWalletInfo.ts'
import { t } from '../../i18n/translate.ts'
import { EmbeddedApprovalArea } from './EmbeddedApprovalArea.tsx'

/**
 * §2 ApproveTransaction: the connected wallet shows a request and the modal waits for the answer; the
 * transaction stack decides what follows (§2). With the embedded wallet the modal only reserves the area: the
 * secure site's frame is shown over it with its own approval screen (the host page never renders the request).
 */
export function ApproveTransactionView() {
  const { walletInfo } = useWalletInfo()
  if (walletInfo?.type === 'AUTH') return <EmbeddedApprovalArea />
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
