import { getEmbeddedWallet } from '@portico/core'
import { useEffect, useRef } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { t } from '../../i18n/translate.ts'

/**
 * The area the secure site's frame covers with its own approval screen while this is mounted (a signature,
 * a transaction or an email change): the host page never renders what is approved.
 *
 * @example
 * {waitingForApproval ? <EmbeddedApprovalArea /> : null}
 */
export function EmbeddedApprovalArea() {
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
