import {
  CARD_ONRAMP_LIMITS,
  cardLimitsOf,
  createOnrampCheckout,
  fetchOnrampQuote,
  onrampAssetsOn,
  type OnrampCheckoutLink,
  type OnrampOptions,
  type OnrampProviderInfo,
  type OnrampQuote,
} from '@portico/core'
import { useEffect, useState } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { ExternalIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { onrampErrorMessage } from './onrampErrorMessage.ts'
import { openCheckoutWindow, showCheckout } from './openCheckoutWindow.ts'

const PRESETS = ['50', '100', '250']
// A quote is asked once typing pauses.
const QUOTE_DEBOUNCE_MS = 400
const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/

/** A checkout that has been made and shown. */
export interface StartedCheckout {
  link: OnrampCheckoutLink
  /** The popup showing it; `null` when the browser blocked it. */
  popup: Window | null
  /** The asset bought, e.g. `ETH`. */
  symbol: string
}

/** Props of {@link OnRampAmountForm}. */
export interface OnRampAmountFormProps {
  options: OnrampOptions
  provider: OnrampProviderInfo
  onChangeProvider: () => void
  onStarted: (checkout: StartedCheckout) => void
}

/**
 * The purchase with the picked provider: asset (the active network's, from the options), fiat currency and
 * amount within the currency's card limits, the provider's quote, and the button that opens the checkout popup.
 */
export function OnRampAmountForm({ options, provider, onChangeProvider, onStarted }: OnRampAmountFormProps) {
  const appKit = useAppKitInstance()
  const { activeNetwork } = useStoreSnapshot(appKit.stores.chain)
  const assets = activeNetwork ? onrampAssetsOn(options, activeNetwork.id) : []
  const native = activeNetwork?.nativeCurrency.symbol
  const [asset, setAsset] = useState(
    assets.find((entry) => entry.symbol === native)?.symbol ?? assets[0]?.symbol ?? native ?? '',
  )
  const currencies = options.paymentCurrencies.map((entry) => entry.id)
  const [currency, setCurrency] = useState(currencies.includes('USD') ? 'USD' : (currencies[0] ?? 'USD'))
  const [amount, setAmount] = useState('100')
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const limits = cardLimitsOf(options, currency) ?? CARD_ONRAMP_LIMITS
  const value = Number(amount)
  const format = new Intl.NumberFormat(undefined, { style: 'currency', currency })
  const invalid = !AMOUNT_PATTERN.test(amount) || value < limits.min || value > limits.max
  const [quote, setQuote] = useState<{ key: string; quote?: OnrampQuote; error?: string }>()
  const key = `${amount} ${currency} ${asset}`
  useEffect(() => {
    if (invalid) return
    let current = true
    const timer = setTimeout(() => {
      fetchOnrampQuote(appKit.context, { amount, currency, purchaseCurrency: asset }).then(
        (answer) => current && setQuote({ key, quote: answer }),
        (cause: unknown) => current && setQuote({ key, error: onrampErrorMessage(cause) }),
      )
    }, QUOTE_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [appKit, amount, currency, asset, invalid, key])
  const shown = !invalid && quote?.key === key ? quote : undefined
  // §7: a mocked quote (the provider failed) says nothing about what arrives.
  const priced = shown?.quote && !shown.quote.isMock ? shown.quote : undefined

  const buy = async () => {
    setBusy(true)
    setError(undefined)
    // Opened now, inside the click, so the browser does not block it; pointed at the checkout once it exists.
    const popup = openCheckoutWindow()
    try {
      const link = await createOnrampCheckout(appKit.context, {
        amount,
        currency,
        purchaseCurrency: asset,
        provider: provider.name,
      })
      onStarted({ link, popup: showCheckout(popup, link.url), symbol: asset })
    } catch (cause) {
      popup?.close()
      setError(onrampErrorMessage(cause))
      setBusy(false)
    }
  }
  return (
    <form
      className="portico-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!invalid && !busy) void buy()
      }}
    >
      <div className="portico-onramp__provider">
        <span className="portico-field__label">{t('onramp.provider')}</span>
        <span data-testid="onramp-provider">{provider.displayName}</span>
        <button type="button" className="portico-chip" onClick={onChangeProvider}>
          {t('onramp.changeProvider')}
        </button>
      </div>
      <div className="portico-onramp__pair">
        <div className="portico-field">
          <label className="portico-field__label" htmlFor="portico-onramp-asset">
            {t('onramp.asset')}
          </label>
          <select
            id="portico-onramp-asset"
            className="portico-select"
            value={asset}
            onChange={(event) => setAsset(event.target.value)}
          >
            {assets.length === 0 && asset ? <option value={asset}>{asset}</option> : null}
            {assets.map((entry) => (
              <option key={entry.id} value={entry.symbol}>
                {`${entry.symbol} · ${entry.name}`}
              </option>
            ))}
          </select>
        </div>
        <div className="portico-field">
          <label className="portico-field__label" htmlFor="portico-onramp-currency">
            {t('onramp.currency')}
          </label>
          <select
            id="portico-onramp-currency"
            className="portico-select"
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          >
            {currencies.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField
        label={t('onramp.amount', { symbol: asset })}
        inputMode="decimal"
        value={amount}
        onChange={(next) => setAmount(next.replace(',', '.'))}
        error={
          error ??
          (amount && invalid
            ? t('onramp.limits', { min: format.format(limits.min), max: format.format(limits.max) })
            : undefined)
        }
        hint={t('onramp.hint')}
        trailing={<span className="portico-field__prefix">{currency}</span>}
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
      <div aria-live="polite">
        {priced ? (
          <dl className="portico-details" data-testid="onramp-quote">
            <div>
              <dt>{t('onramp.youGet')}</dt>
              <dd>{`≈ ${priced.purchaseAmount.value} ${priced.purchaseAmount.currency}`}</dd>
            </div>
            <div>
              <dt>{t('onramp.fees')}</dt>
              <dd>{format.format(Number(priced.coinbaseFee.value) + Number(priced.networkFee.value))}</dd>
            </div>
            <div>
              <dt>{t('onramp.total')}</dt>
              <dd>{format.format(Number(priced.paymentTotal.value))}</dd>
            </div>
          </dl>
        ) : shown ? (
          <p className="portico-field__hint">
            {shown.error ? t('onramp.quoteFailed', { reason: shown.error }) : t('onramp.noQuote')}
          </p>
        ) : invalid ? null : (
          <p className="portico-field__hint">{t('onramp.quoteLoading')}</p>
        )}
      </div>
      <button type="submit" className="portico-button portico-button--primary" disabled={invalid || busy}>
        {busy ? t('onramp.opening') : t('onramp.buy', { symbol: asset })}
        <ExternalIcon />
      </button>
    </form>
  )
}
