import { formatBalance } from '@portico/common'
import { sendDraft, setSendAmount, setSendReceiver, setSendToken, showToast } from '@portico/core'
import { useEffect, useState } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { shortMessageOf } from '../shortMessageOf.ts'

const tokenKey = (token: { chainId: string; address?: string | undefined; symbol: string }) =>
  `${token.chainId}/${token.address ?? token.symbol}`

/**
 * Send (lazily loaded, §2): token, amount and receiver (an address or a name), checked as typed (§5); sends
 * through the connected wallet and reports with a toast (§8 messages).
 */
export function SendView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const draft = useStoreSnapshot(appKit.stores.send)
  const [receiver, setReceiver] = useState(draft.receiverAddress ?? '')
  const [receiverError, setReceiverError] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)

  useEffect(() => {
    const { token, tokenBalances } = appKit.stores.send.getState()
    if (!token && tokenBalances[0]) setSendToken(context, tokenBalances[0])
  }, [appKit, context, draft.tokenBalances])

  const amountNumber = Number(draft.sendTokenAmount ?? '')
  const balance = Number(draft.token?.quantity.numeric ?? '0')
  const amountError =
    draft.sendTokenAmount && (!Number.isFinite(amountNumber) || amountNumber <= 0)
      ? t('send.invalidAmount')
      : amountNumber > balance
        ? t('send.insufficient')
        : undefined
  const ready = Boolean(
    draft.token && draft.sendTokenAmount && draft.receiverAddress && !amountError && !receiverError,
  )

  const submit = async () => {
    setError(undefined)
    try {
      await sendDraft(context)
      showToast(context, { message: t('send.started'), variant: 'success' })
      appKit.goBack()
    } catch (cause) {
      setError(shortMessageOf(cause, t('send.failed')))
    }
  }

  return (
    <form
      className="portico-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) void submit()
      }}
    >
      <div className="portico-field">
        <label className="portico-field__label" htmlFor="portico-send-token">
          {t('send.token')}
        </label>
        <select
          id="portico-send-token"
          className="portico-select"
          value={draft.token ? tokenKey(draft.token) : ''}
          onChange={(event) => {
            const token = draft.tokenBalances.find((entry) => tokenKey(entry) === event.target.value)
            if (token) setSendToken(context, token)
          }}
        >
          {draft.tokenBalances.length === 0 ? <option value="">{t('send.noTokens')}</option> : null}
          {draft.tokenBalances.map((token) => (
            <option key={tokenKey(token)} value={tokenKey(token)}>
              {`${token.symbol} · ${formatBalance(token.quantity.numeric)}`}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('send.amount')}
        inputMode="decimal"
        placeholder="0.00"
        value={draft.sendTokenAmount ?? ''}
        onChange={(value) => setSendAmount(context, value.replace(',', '.'))}
        error={amountError}
        trailing={
          draft.token ? (
            <button
              type="button"
              className="portico-chip"
              onClick={() => setSendAmount(context, draft.token?.quantity.numeric ?? '0')}
            >
              {t('send.max')}
            </button>
          ) : null
        }
      />
      <TextField
        label={t('send.receiver')}
        placeholder={t('send.receiverPlaceholder')}
        value={receiver}
        autoComplete="off"
        spellCheck={false}
        onChange={(value) => {
          setReceiver(value)
          setReceiverError(undefined)
          setSendReceiver(context, value.trim()).catch((cause: unknown) =>
            setReceiverError(shortMessageOf(cause)),
          )
        }}
        error={receiverError}
        hint={draft.receiverProfileName}
      />
      {error ? (
        <p className="portico-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="portico-button portico-button--primary"
        disabled={!ready || draft.loading}
        aria-busy={draft.loading}
      >
        {draft.loading ? t('send.sending') : ready ? t('send.review') : t('send.incomplete')}
      </button>
    </form>
  )
}
