import { formatBalance } from '@portico/common'
import {
  executeSwap,
  initializeSwap,
  setSwapSourceAmount,
  setSwapSourceToken,
  setSwapToToken,
  showToast,
  switchSwapTokens,
  type SwapToken,
} from '@portico/core'
import { useEffect, useId } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { SwapIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'

function TokenSelect({
  label,
  tokens,
  value,
  onChange,
}: {
  label: string
  tokens: readonly SwapToken[]
  value: SwapToken | undefined
  onChange: (token: SwapToken) => void
}) {
  const id = useId()
  return (
    <>
      <label className="portico-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="portico-select portico-select--token"
        value={value?.address ?? ''}
        onChange={(event) => {
          const token = tokens.find((entry) => entry.address === event.target.value)
          if (token) onChange(token)
        }}
      >
        <option value="">{t('swap.selectToken')}</option>
        {tokens.map((token) => (
          <option key={token.address} value={token.address}>
            {token.symbol}
          </option>
        ))}
      </select>
    </>
  )
}

/**
 * Swap (lazily loaded, §2, §4): pick two tokens and an amount; the quote, price impact, provider fee (0.85 %)
 * and gas follow; approval first when the allowance is short. Errors use the §8 messages.
 */
export function SwapView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const swap = useStoreSnapshot(appKit.stores.swap)
  const amountId = useId()

  useEffect(() => {
    if (!appKit.stores.swap.getState().initialized) initializeSwap(context).catch(() => undefined) // toast shown by core
  }, [appKit, context])

  if (swap.initializing || !swap.initialized) {
    return (
      <div className="portico-view-loading" role="status">
        <Spinner size={28} />
        <span className="portico-visually-hidden">{t('swap.loading')}</span>
      </div>
    )
  }
  const balanceOf = (token: SwapToken | undefined) =>
    swap.myTokensWithBalance.find((entry) => entry.address === token?.address)?.quantity.numeric ?? '0'
  const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' })
  const busy =
    swap.loadingQuote ||
    swap.loadingBuildTransaction ||
    swap.loadingApprovalTransaction ||
    swap.loadingTransaction
  const needsApproval = Boolean(swap.approvalTransaction)
  const label = swap.inputError
    ? swap.inputError
    : !swap.toToken
      ? t('swap.selectToken')
      : !swap.sourceTokenAmount
        ? t('swap.enterAmount')
        : needsApproval
          ? t('swap.approve', { symbol: swap.sourceToken?.symbol ?? '' })
          : t('swap.swap')
  const submit = async () => {
    try {
      await executeSwap(context)
      if (!needsApproval) showToast(context, { message: t('swap.done'), variant: 'success' })
    } catch {
      // core shows the §8 toast and keeps transactionError
    }
  }
  return (
    <div className="portico-stack">
      <div className="portico-swap">
        <div className="portico-swap__box">
          <label className="portico-swap__label" htmlFor={amountId}>
            {t('swap.pay')}
          </label>
          <div className="portico-swap__line">
            <input
              id={amountId}
              className="portico-swap__amount"
              inputMode="decimal"
              placeholder="0"
              value={swap.sourceTokenAmount}
              aria-invalid={swap.inputError ? true : undefined}
              onChange={(event) => void setSwapSourceAmount(context, event.target.value.replace(',', '.'))}
            />
            <TokenSelect
              label={t('swap.payToken')}
              tokens={swap.tokens}
              value={swap.sourceToken}
              onChange={(token) => void setSwapSourceToken(context, token)}
            />
          </div>
          <p className="portico-swap__meta">
            {usd.format(Number(swap.sourceTokenAmount || 0) * swap.sourceTokenPriceInUSD)}
            <span>{t('swap.balance', { amount: formatBalance(balanceOf(swap.sourceToken)) })}</span>
          </p>
        </div>
        <button
          type="button"
          className="portico-icon-button portico-swap__switch"
          aria-label={t('swap.switch')}
          title={t('swap.switch')}
          onClick={() => void switchSwapTokens(context)}
        >
          <SwapIcon />
        </button>
        <div className="portico-swap__box">
          <span className="portico-swap__label">{t('swap.receive')}</span>
          <div className="portico-swap__line">
            <output className="portico-swap__amount" aria-live="polite" aria-busy={swap.loadingQuote}>
              {swap.loadingQuote ? '…' : swap.toTokenAmount || '0'}
            </output>
            <TokenSelect
              label={t('swap.receiveToken')}
              tokens={swap.tokens}
              value={swap.toToken}
              onChange={(token) => void setSwapToToken(context, token)}
            />
          </div>
          <p className="portico-swap__meta">
            {usd.format(Number(swap.toTokenAmount || 0) * swap.toTokenPriceInUSD)}
            <span>{t('swap.balance', { amount: formatBalance(balanceOf(swap.toToken)) })}</span>
          </p>
        </div>
      </div>
      {swap.toTokenAmount && swap.toToken ? (
        <dl className="portico-details">
          <div>
            <dt>{t('swap.networkCost')}</dt>
            <dd>{swap.gasPriceInUSD === undefined ? '—' : usd.format(swap.gasPriceInUSD)}</dd>
          </div>
          {swap.priceImpact !== undefined ? (
            <div>
              <dt>{t('swap.priceImpact')}</dt>
              <dd>{`${swap.priceImpact.toFixed(2)} %`}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('swap.providerFee')}</dt>
            <dd>{swap.providerFee ? `${formatBalance(swap.providerFee)} ${swap.toToken.symbol}` : '—'}</dd>
          </div>
          <div>
            <dt>{t('swap.slippage')}</dt>
            <dd>{`${swap.slippage} %`}</dd>
          </div>
        </dl>
      ) : null}
      {swap.transactionError ? (
        <p className="portico-field__error" role="alert">
          {swap.transactionError}
        </p>
      ) : null}
      <button
        type="button"
        className="portico-button portico-button--primary"
        disabled={Boolean(swap.inputError) || !swap.toToken || !swap.sourceTokenAmount || busy}
        aria-busy={busy}
        onClick={() => void submit()}
      >
        {busy ? <Spinner size={16} /> : null}
        {label}
      </button>
    </div>
  )
}
