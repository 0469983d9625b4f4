import { isEmail, updateEmail } from '@portico/core'
import { useState } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { MailIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { EmbeddedApprovalArea } from '../Connecting/EmbeddedApprovalArea.tsx'
import { shortMessageOf } from '../shortMessageOf.ts'

/**
 * Email update, first step: the new address (§5 email format). The secure site's frame then asks the person to
 * confirm it on its own screen, shown over this view's area; after Approve a code goes to the current address.
 */
export function UpdateEmailWalletView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const { user } = useStoreSnapshot(appKit.stores.account)
  const [email, setEmail] = useState(user?.email ?? '')
  const [touched, setTouched] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const valid = isEmail(email.trim())
  // The frame's own screen takes the view's whole area meanwhile; this form (its address, its error) stays.
  if (busy) return <EmbeddedApprovalArea />
  return (
    <form
      className="portico-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTouched(true)
        if (!valid) return
        setBusy(true)
        setError(undefined)
        updateEmail(context, { email })
          .catch((cause: unknown) => setError(shortMessageOf(cause)))
          .finally(() => setBusy(false))
      }}
    >
      <p className="portico-otp__description">{t('updateEmail.description')}</p>
      <TextField
        label={t('updateEmail.label')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value)
          setError(undefined)
        }}
        leading={<MailIcon />}
        error={error ?? (touched && !valid ? t('email.invalid') : undefined)}
      />
      <button type="submit" className="portico-button portico-button--primary">
        {t('updateEmail.continue')}
      </button>
    </form>
  )
}
