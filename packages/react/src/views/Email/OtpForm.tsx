import { useRef, useState } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { t } from '../../i18n/translate.ts'
import { shortMessageOf } from '../shortMessageOf.ts'

/** The secure site's codes are 6 digits. */
const OTP_LENGTH = 6

/** Props of {@link OtpForm}. */
export interface OtpFormProps {
  /** Says where the code was sent. */
  description: string
  /** Sends the code; a rejection's message is shown under the field. */
  onSubmit: (otp: string) => Promise<unknown>
  /** Asks for a new code; absent when there is none to ask for. */
  onResend?: (() => Promise<unknown>) | undefined
  /** Seconds until a new code may be asked for (§9 cooldown), shown on the button. */
  resendInSeconds?: number | undefined
}

/**
 * One code input (numeric keyboard, `one-time-code` autofill, 6 digits) that submits by itself at the sixth
 * digit, shows the secure site's error, and offers 'Resend code' once the cooldown is over.
 */
export function OtpForm({ description, onSubmit, onResend, resendInSeconds = 0 }: OtpFormProps) {
  const [otp, setOtp] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [notice, setNotice] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const submitted = useRef<string | undefined>(undefined)

  const submit = (code: string) => {
    if (busy || code.length !== OTP_LENGTH || submitted.current === code) {
      if (code.length !== OTP_LENGTH) setError(t('otp.invalid'))
      return
    }
    submitted.current = code
    setBusy(true)
    setError(undefined)
    setNotice(undefined)
    onSubmit(code)
      .catch((cause: unknown) => {
        setError(shortMessageOf(cause))
        submitted.current = undefined
      })
      .finally(() => setBusy(false))
  }
  const resend = () => {
    if (!onResend) return
    setError(undefined)
    onResend()
      .then(() => {
        setNotice(t('otp.resent'))
        setOtp('')
      })
      .catch((cause: unknown) => setError(shortMessageOf(cause)))
  }

  return (
    <form
      className="portico-stack portico-otp"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit(otp)
      }}
    >
      <p className="portico-otp__description">{description}</p>
      <TextField
        label={t('otp.label')}
        data-testid="otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        autoFocus
        value={otp}
        disabled={busy}
        onChange={(value) => {
          const digits = value.replace(/\D/g, '').slice(0, OTP_LENGTH)
          setOtp(digits)
          setError(undefined)
          // Auto-submit at the sixth digit.
          if (digits.length === OTP_LENGTH) submit(digits)
        }}
        error={error}
        hint={busy ? t('otp.verifying') : notice}
      />
      <button type="submit" className="portico-button portico-button--primary" disabled={busy}>
        {t('otp.submit')}
      </button>
      {onResend ? (
        <button
          type="button"
          className="portico-button portico-button--secondary"
          data-testid="otp-resend"
          disabled={busy || resendInSeconds > 0}
          onClick={resend}
        >
          {resendInSeconds > 0 ? t('otp.resendIn', { seconds: resendInSeconds }) : t('otp.resend')}
        </button>
      ) : null}
    </form>
  )
}
