import { getEmbeddedWallet } from '@portico/core'
import { useEffect, useRef } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { SignatureIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useWalletInfo } from '../../hooks/useWalletInfo.ts'
import { t } from '../../i18n/translate.ts'

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

/** The area the secure site's approval screen covers while the view is shown. */
function EmbeddedApprovalArea() {
  const { context } = useAppKitInstance()
  const area = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let active = true
    let shown: { hide(): void } | undefined
    getEmbeddedWallet(context)
      .then((wallet) => {
        if (!active || !area.current) return
        wallet.showOver(area.current)
        shown = wallet
      })
      .catch((error: unknown) => console.error('[portico] the secure wallet could not be shown', error))
    return () => {
      active = false
      shown?.hide()
    }
  }, [context])
  return (
    <div ref={area} className="portico-approve-frame" data-testid="approve-frame-area" role="status">
      <Spinner size={32} thickness={3} />
      <span className="portico-visually-hidden">{t('approve.frameLabel')}</span>
    </div>
  )
}
