import { formatBalance, formatSwapDestinationAmount } from '@portico/common'
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
import { useEffect, useId, useState } from 'react'
import { Spinner } from '../../components/Spinner.tsx'
import { ChevronDownIcon, SwapIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { SwapQuoteDetails } from './SwapQuoteDetails.tsx'
import { SwapTokenPicker } from './SwapTokenPicker.tsx'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** The button that opens the token picker for one side of the swap. */
function TokenButton({
  label,
  token,
  onOpen,
}: {
  label: string
  token: SwapToken | undefined
  onOpen: () => void
}) {
  return (
    <button
      type="button"
      className="portico-select portico-select--token portico-swap__token"
      aria-label={`${label}: ${token?.symbol ?? t('swap.selectToken')}`}
      onClick={onOpen}
    >
      {token?.symbol ?? t('swap.selectToken')} <ChevronDownIcon />
    </button>
  )
}

/**
 * Swap (lazily loaded, §2, §4): pick two tokens (a picker with search and balances) and an amount; core
 * quotes it and computes the provider fee, price impact, network cost and minimum received at the chosen
 * slippage; approval first when the allowance is short, and the transaction stack decides the view after
 * (§2). Errors use the §5/§8 messages.
 */
export function SwapView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const swap = useStoreSnapshot(appKit.stores.swap)
  const amountId = useId()
  const [picking, setPicking] = useState<'source' | 'to' | undefined>()

  useEffect(() => {
    // A failed initialisation is reported by core: the §8 toast, and the view goes back.
    if (!appKit.stores.swap.getState().initialized) initializeSwap(context).catch(() => undefined)
  }, [appKit, context])

  if (swap.initializing || !swap.initialized) {
    return (
      <div className="portico-view-loading" role="status">
        <Spinner size={28} />
        <span className="portico-visually-hidden">{t('swap.loading')}</span>
      </div>
    )
  }
  if (picking) {
    return (
      <SwapTokenPicker
        title={picking === 'source' ? t('swap.pickPayToken') : t('swap.pickReceiveToken')}
        tokens={swap.tokens}
        myTokensWithBalance={swap.myTokensWithBalance}
        onCancel={() => setPicking(undefined)}
        onPick={(token) => {
          setPicking(undefined)
          void (picking === 'source' ? setSwapSourceToken(context, token) : setSwapToToken(context, token))
        }}
      />
    )
  }
  const balanceOf = (token: SwapToken | undefined) =>
    swap.myTokensWithBalance.find((entry) => entry.address === token?.address)?.quantity.numeric ?? '0'
  const busy =
    swap.loadingQuote ||
    swap.loadingBuildTransaction ||
    swap.loadingApprovalTransaction ||
    swap.loadingTransaction
  // §5: the destination amount shows 6 decimals.
  const shownToAmount = swap.loadingQuote
    ? '…'
    : swap.toTokenAmount
      ? formatSwapDestinationAmount(swap.toTokenAmount)
      : '0'
  const needsApproval = Boolean(swap.approvalTransaction)
  const ready = Boolean(swap.approvalTransaction ?? swap.swapTransaction)
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
      // Core has shown the §8 toast and kept the message in transactionError.
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
              autoComplete="off"
              placeholder="0"
              value={swap.sourceTokenAmount}
              aria-invalid={swap.inputError ? true : undefined}
              onChange={(event) => void setSwapSourceAmount(context, event.target.value.replace(',', '.'))}
            />
            <TokenButton
              label={t('swap.payToken')}
              token={swap.sourceToken}
              onOpen={() => setPicking('source')}
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
            <output
              className={
                shownToAmount.length > 10
                  ? 'portico-swap__amount portico-swap__amount--long'
                  : 'portico-swap__amount'
              }
              aria-live="polite"
              aria-busy={swap.loadingQuote}
              data-testid="swap-to-amount"
              data-amount={swap.toTokenAmount || undefined}
            >
              {shownToAmount}
            </output>
            <TokenButton
              label={t('swap.receiveToken')}
              token={swap.toToken}
              onOpen={() => setPicking('to')}
            />
          </div>
          <p className="portico-swap__meta">
            {usd.format(Number(swap.toTokenAmount || 0) * swap.toTokenPriceInUSD)}
            <span>{t('swap.balance', { amount: formatBalance(balanceOf(swap.toToken)) })}</span>
          </p>
        </div>
      </div>
      {swap.inputError ? (
        <p className="portico-field__error" role="alert">
          {swap.inputError}
        </p>
      ) : null}
      <SwapQuoteDetails context={context} swap={swap} />
      {swap.transactionError ? (
        <p className="portico-field__error" role="alert">
          {swap.transactionError}
        </p>
      ) : null}
      <button
        type="button"
        className="portico-button portico-button--primary"
        disabled={Boolean(swap.inputError) || !ready || busy}
        aria-busy={busy}
        onClick={() => void submit()}
      >
        {busy ? <Spinner size={16} /> : null}
        {label}
      </button>
    </div>
  )
}
