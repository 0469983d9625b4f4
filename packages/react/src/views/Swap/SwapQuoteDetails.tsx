import { formatBalance, formatSwapMessageAmount } from '@portico/common'
import type { CoreContext, SwapState } from '@portico/core'
import { useState } from 'react'
import { ChevronDownIcon } from '../../components/icons/lineIcons.tsx'
import { t } from '../../i18n/translate.ts'
import { SwapSlippageSetting } from './SwapSlippageSetting.tsx'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })
/** A token amount with up to 6 decimals, without trailing zeros ('0.017', not '0.017000'). */
const tokenAmount = (numeric: string) => formatBalance(numeric, { decimals: 6 }).replace(/\.?0+$/, '')
/** Sub-cent costs would read as "$0.00": they show as "< $0.01". */
const usdAmount = (value: number) => (value > 0 && value < 0.01 ? `< ${usd.format(0.01)}` : usd.format(value))

/** Props of {@link SwapQuoteDetails}. */
export interface SwapQuoteDetailsProps {
  context: CoreContext
  swap: SwapState
}

/**
 * What the quote costs and guarantees, as core computed it from the API's quote: rate, network cost, price
 * impact, provider fee, slippage tolerance (settable) and the minimum received.
 */
export function SwapQuoteDetails({ context, swap }: SwapQuoteDetailsProps) {
  const [editing, setEditing] = useState(false)
  const { sourceToken, toToken } = swap
  if (!sourceToken || !toToken || !swap.toTokenAmount) return null
  return (
    <>
      <dl className="portico-details">
        {swap.rate ? (
          <div>
            <dt>{t('swap.rateLabel')}</dt>
            <dd data-testid="swap-rate">
              {t('swap.rate', {
                from: sourceToken.symbol,
                amount: formatSwapMessageAmount(swap.rate),
                to: toToken.symbol,
              })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('swap.networkCost')}</dt>
          <dd data-testid="swap-network-cost">
            {swap.gasPriceInUSD === undefined ? '—' : usdAmount(swap.gasPriceInUSD)}
          </dd>
        </div>
        <div>
          <dt>{t('swap.priceImpact')}</dt>
          <dd data-testid="swap-price-impact">
            {swap.priceImpact === undefined ? t('swap.notPriced') : `${swap.priceImpact.toFixed(2)} %`}
          </dd>
        </div>
        <div>
          <dt>{t('swap.providerFee')}</dt>
          <dd data-testid="swap-provider-fee">
            {swap.providerFee === undefined
              ? '—'
              : `${tokenAmount(swap.providerFee)} ${sourceToken.symbol}${
                  swap.providerFeeInUSD ? ` (${usdAmount(swap.providerFeeInUSD)})` : ''
                }`}
          </dd>
        </div>
        <div>
          <dt>{t('swap.slippageTolerance')}</dt>
          <dd>
            <button
              type="button"
              className="portico-chip portico-swap__token"
              aria-expanded={editing}
              aria-label={`${t('swap.editSlippage')}: ${swap.slippage} %`}
              onClick={() => setEditing(!editing)}
            >
              <span data-testid="swap-slippage">{`${swap.slippage} %`}</span> <ChevronDownIcon />
            </button>
          </dd>
        </div>
        <div>
          <dt>{t('swap.minimumReceived')}</dt>
          <dd data-testid="swap-minimum-received">
            {swap.minimumReceived === undefined
              ? '—'
              : `${tokenAmount(swap.minimumReceived)} ${toToken.symbol}`}
          </dd>
        </div>
      </dl>
      {editing ? <SwapSlippageSetting context={context} slippage={swap.slippage} /> : null}
    </>
  )
}
