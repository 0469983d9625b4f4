import { assertEmailLoginAllowed } from '@portico/core'
import { useRef, useState } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { MailIcon } from '../../components/icons/lineIcons.tsx'
import { t } from '../../i18n/translate.ts'
import { shortMessageOf } from '../shortMessageOf.ts'

// A practical check (something@something.tld); the secure site validates the address for real.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/**
 * Email login (lazily loaded, §2): the address to send a one-time code to. §4: a new code may be asked for
 * 30 s after the last; the embedded wallet (issue 7) sends it and continues to the code entry.
 */
export function EmailView() {
  const [email, setEmail] = useState('')
  const [touched, setTouched] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [sent, setSent] = useState(false)
  const lastAttemptAt = useRef<number | undefined>(undefined)
  const valid = EMAIL_PATTERN.test(email.trim())
  const submit = () => {
    setTouched(true)
    if (!valid) return
    try {
      assertEmailLoginAllowed({ lastAttemptAt: lastAttemptAt.current })
      lastAttemptAt.current = Date.now()
      setError(undefined)
      setSent(true)
    } catch (cause) {
      setError(shortMessageOf(cause))
    }
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
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('email.placeholder')}
        value={email}
        onChange={(value) => {
          setEmail(value)
          setSent(false)
        }}
        leading={<MailIcon />}
        error={error ?? (touched && !valid ? t('email.invalid') : undefined)}
        hint={sent ? t('email.unavailable') : undefined}
      />
      <button type="submit" className="portico-button portico-button--primary">
        {t('email.continue')}
      </button>
    </form>
  )
}
