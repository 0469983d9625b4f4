import { connectEmail, isEmail } from '@portico/core'
import { useState } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { MailIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { t } from '../../i18n/translate.ts'
import { shortMessageOf } from '../shortMessageOf.ts'

/**
 * Email login (lazily loaded, §2): the address the embedded wallet's secure site sends a one-time code (or a
 * device approval) to. §4/§9: a new login is refused within 30 s of the last, with the seconds left.
 */
export function EmailView() {
  const { context } = useAppKitInstance()
  const [email, setEmail] = useState('')
  const [touched, setTouched] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const valid = isEmail(email.trim())
  const submit = () => {
    setTouched(true)
    if (!valid || busy) return
    setBusy(true)
    setError(undefined)
    // On success core shows the code entry or the device approval.
    connectEmail(context, { email })
      .catch((cause: unknown) => setError(shortMessageOf(cause)))
      .finally(() => setBusy(false))
  }
  return (
    <form
      className="portico-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <TextField
        label={t('email.label')}
        data-testid="email-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('email.placeholder')}
        value={email}
        onChange={(value) => {
          setEmail(value)
          setError(undefined)
        }}
        leading={<MailIcon />}
        error={error ?? (touched && !valid ? t('email.invalid') : undefined)}
        hint={busy ? t('email.sending') : undefined}
      />
      <button
        type="submit"
        className="portico-button portico-button--primary"
        data-testid="email-submit"
        disabled={busy}
      >
        {t('email.continue')}
      </button>
    </form>
  )
}
