import { waitForOnrampCheckout, type OnrampCheckoutState } from '@portico/core'
import { useEffect, useState } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { AlertIcon } from '../../components/icons/AlertIcon.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { t } from '../../i18n/translate.ts'
import type { StartedCheckout } from './OnRampAmountForm.tsx'
import { onrampErrorMessage } from './onrampErrorMessage.ts'
import { showCheckout } from './openCheckoutWindow.ts'

// How often the view looks whether the person closed the checkout popup.
const POPUP_CHECK_MS = 500

/** Props of {@link OnRampCheckoutProgress}. */
export interface OnRampCheckoutProgressProps {
  checkout: StartedCheckout
  onDone: () => void
  onStartOver: () => void
}

/** `0.032816` → `0.032816`; `1.500000` → `1.5`. */
const trimAmount = (amount: string) => amount.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')

/**
 * The purchase while the person pays in the popup: waiting, paid (the transfer on its way), the asset arrived
 * (the balance is reloaded), or failed with the provider's reason; a closed or blocked popup can be reopened.
 */
export function OnRampCheckoutProgress({ checkout, onDone, onStartOver }: OnRampCheckoutProgressProps) {
  const appKit = useAppKitInstance()
  const [popup, setPopup] = useState(checkout.popup)
  const [state, setState] = useState<OnrampCheckoutState | undefined>(undefined)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [closed, setClosed] = useState(false)
  const { checkoutId, url } = checkout.link

  useEffect(() => {
    if (!checkoutId) return
    const controller = new AbortController()
    waitForOnrampCheckout(appKit.context, { checkoutId, signal: controller.signal, onUpdate: setState }).then(
      setState,
      (cause: unknown) => {
        if (!controller.signal.aborted) setProblem(onrampErrorMessage(cause))
      },
    )
    return () => controller.abort(new Error('The on-ramp view closed'))
  }, [appKit, checkoutId])

  const settled = state?.status === 'sent' || state?.status === 'failed'
  useEffect(() => {
    if (!popup || settled) return
    const timer = setInterval(() => setClosed(popup.closed), POPUP_CHECK_MS)
    return () => clearInterval(timer)
  }, [popup, settled])

  const amount = state?.cryptoAmount ? trimAmount(state.cryptoAmount) : ''
  const symbol = state?.assetSymbol ?? checkout.symbol
  const reopen = () => {
    setPopup(showCheckout(popup, url))
    setClosed(false)
  }

  if (state?.status === 'sent') {
    return (
      <div className="portico-connecting" role="status" data-testid="onramp-status">
        <span className="portico-connecting__badge portico-onramp__done">
          <CheckIcon />
        </span>
        <div className="portico-connecting__text">
          <p className="portico-connecting__title">{t('onramp.checkout.sent.title')}</p>
          <p className="portico-connecting__description">
            {t('onramp.checkout.sent.description', { amount, symbol })}
          </p>
        </div>
        <button type="button" className="portico-button portico-button--primary" onClick={onDone}>
          {t('onramp.backToAccount')}
        </button>
      </div>
    )
  }
  if (state?.status === 'failed' || problem) {
    return (
      <div className="portico-notice" role="alert" data-testid="onramp-status">
        <span className="portico-notice__icon">
          <AlertIcon />
        </span>
        <div className="portico-notice__text">
          <p className="portico-notice__title">{t('onramp.checkout.failed.title')}</p>
          <p className="portico-notice__description">
            {problem ? t('onramp.checkout.unknown', { reason: problem }) : state?.failure}
          </p>
          <button
            type="button"
            className="portico-button portico-button--primary portico-button--small"
            onClick={onStartOver}
          >
            {t('onramp.startOver')}
          </button>
        </div>
      </div>
    )
  }
  const paid = state?.status === 'paid'
  const lost = !paid && (closed || !popup)
  return (
    <div className="portico-connecting" data-testid="onramp-status">
      <span className="portico-connecting__badge">
        <Spinner size={72} />
      </span>
      <div className="portico-connecting__text" role="status">
        <p className="portico-connecting__title">{t('onramp.checkout.title')}</p>
        <p className="portico-connecting__description">
          {paid
            ? t('onramp.checkout.paid', { amount, symbol })
            : !popup
              ? t('onramp.checkout.blocked')
              : closed
                ? t('onramp.checkout.closed')
                : t('onramp.checkout.waiting')}
        </p>
      </div>
      {lost ? (
        <button type="button" className="portico-button portico-button--primary" onClick={reopen}>
          {t('onramp.checkout.open')}
        </button>
      ) : null}
      {checkoutId ? null : (
        // A provider that serves no status: the balance shows the purchase once it lands.
        <button type="button" className="portico-button portico-button--primary" onClick={onDone}>
          {t('onramp.backToAccount')}
        </button>
      )}
      {paid ? null : (
        <button type="button" className="portico-button portico-button--secondary" onClick={onStartOver}>
          {t('onramp.startOver')}
        </button>
      )}
    </div>
  )
}
