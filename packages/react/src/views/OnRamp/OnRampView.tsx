import { CARD_ONRAMP_LIMITS, createOnrampUrl, fetchOnrampQuote, type OnrampQuote } from '@portico/core'
import { useEffect, useState } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { ExternalIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { shortMessageOf } from '../shortMessageOf.ts'

const PRESETS = ['50', '100', '250']
// A quote is asked once typing pauses.
const QUOTE_DEBOUNCE_MS = 400

/**
 * On-ramp (lazily loaded, §2): buy the network's coin with a card. The amount is checked against §9's card
 * limits (10.00 to 7500.00 USD); the provider's checkout opens in a new tab.
 */
export function OnRampView() {
  const appKit = useAppKitInstance()
  const { activeNetwork } = useStoreSnapshot(appKit.stores.chain)
  const [amount, setAmount] = useState('100')
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const value = Number(amount)
  const format = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' })
  const invalid =
    !/^\d{1,9}(\.\d{1,2})?$/.test(amount) || value < CARD_ONRAMP_LIMITS.min || value > CARD_ONRAMP_LIMITS.max
  const [quote, setQuote] = useState<{ amount: string; quote?: OnrampQuote; error?: string }>()
  useEffect(() => {
    if (invalid) return
    let current = true
    const timer = setTimeout(() => {
      fetchOnrampQuote(appKit.context, { amount }).then(
        (answer) => current && setQuote({ amount, quote: answer }),
        (cause: unknown) => current && setQuote({ amount, error: shortMessageOf(cause) }),
      )
    }, QUOTE_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [appKit, amount, invalid])
  const shown = !invalid && quote?.amount === amount ? quote : undefined

  const buy = async () => {
    setBusy(true)
    setError(undefined)
    // Opened now, inside the click, so the browser does not block it; pointed at the checkout once it exists.
    const tab = window.open('', '_blank')
    try {
      const url = await createOnrampUrl(appKit.context, { amount })
      if (tab) tab.location.href = url
      else window.location.assign(url)
    } catch (cause) {
      tab?.close()
      setError(shortMessageOf(cause))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="portico-stack"
      onSubmit={(event) => {
        event.preventDefault()
        if (!invalid) void buy()
      }}
    >
      <TextField
        label={t('onramp.amount', { symbol: activeNetwork?.nativeCurrency.symbol ?? '' })}
        inputMode="decimal"
        value={amount}
        onChange={(next) => setAmount(next.replace(',', '.'))}
        leading={<span className="portico-field__prefix">$</span>}
        error={
          error ??
          (amount && invalid
            ? t('onramp.limits', {
                min: format.format(CARD_ONRAMP_LIMITS.min),
                max: format.format(CARD_ONRAMP_LIMITS.max),
              })
            : undefined)
        }
        hint={t('onramp.hint')}
      />
      <div className="portico-chips" role="group" aria-label={t('onramp.presets')}>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="portico-chip"
            aria-pressed={amount === preset}
            onClick={() => setAmount(preset)}
          >
            {format.format(Number(preset))}
          </button>
        ))}
      </div>
      {shown?.quote ? (
        <dl className="portico-details" aria-live="polite">
          <div>
            <dt>{t('onramp.youGet')}</dt>
            <dd>{`≈ ${shown.quote.purchaseAmount.value} ${shown.quote.purchaseAmount.currency}`}</dd>
          </div>
          <div>
            <dt>{t('onramp.fees')}</dt>
            <dd>
              {format.format(Number(shown.quote.coinbaseFee.value) + Number(shown.quote.networkFee.value))}
            </dd>
          </div>
          <div>
            <dt>{t('onramp.total')}</dt>
            <dd>{format.format(Number(shown.quote.paymentTotal.value))}</dd>
          </div>
        </dl>
      ) : shown?.error ? (
        <p className="portico-field__hint">{t('onramp.noQuote')}</p>
      ) : null}
      <button type="submit" className="portico-button portico-button--primary" disabled={invalid || busy}>
        {busy ? t('onramp.opening') : t('onramp.buy', { symbol: activeNetwork?.nativeCurrency.symbol ?? '' })}
        <ExternalIcon />
      </button>
    </form>
  )
}
