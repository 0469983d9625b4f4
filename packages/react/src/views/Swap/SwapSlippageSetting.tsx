import { InvalidSwapSlippageError, setSwapSlippage, type CoreContext } from '@portico/core'
import { useState } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { t } from '../../i18n/translate.ts'

/** Slippage tolerances offered with one tap, in percent (§9's 1 % among them). */
const SLIPPAGE_PRESETS = [0.5, 1, 2] as const

/** Props of {@link SwapSlippageSetting}. */
export interface SwapSlippageSettingProps {
  context: CoreContext
  /** The slippage tolerance in force, in percent. */
  slippage: number
}

/**
 * Sets the swap's slippage tolerance: presets and a custom percentage. A value core refuses (not above 0, or
 * above 50 %) stays in the field with its message and changes nothing.
 */
export function SwapSlippageSetting({ context, slippage }: SwapSlippageSettingProps) {
  const [custom, setCustom] = useState('')
  const [error, setError] = useState<string | undefined>()
  const apply = (value: number) => {
    setSwapSlippage(context, value).then(
      () => setError(undefined),
      (cause: unknown) => {
        if (cause instanceof InvalidSwapSlippageError) setError(t('swap.slippageInvalid'))
        else setError(cause instanceof Error ? cause.message : String(cause))
      },
    )
  }
  return (
    <div className="portico-stack">
      <div className="portico-chips" role="group" aria-label={t('swap.slippageTolerance')}>
        {SLIPPAGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="portico-chip"
            aria-pressed={slippage === preset}
            onClick={() => {
              setCustom('')
              apply(preset)
            }}
          >
            {`${preset} %`}
          </button>
        ))}
      </div>
      <TextField
        label={t('swap.slippageCustom')}
        inputMode="decimal"
        placeholder={String(slippage)}
        value={custom}
        error={error}
        trailing={<span aria-hidden="true">%</span>}
        onChange={(value) => {
          const text = value.replace(',', '.')
          setCustom(text)
          if (text.trim() === '') return setError(undefined)
          const parsed = /^\d*\.?\d+$|^\d+\.$/.test(text.trim()) ? Number(text) : Number.NaN
          apply(parsed)
        }}
      />
    </div>
  )
}
