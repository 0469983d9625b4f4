import { useEffect, useState } from 'react'
import { IconButton } from '../../components/IconButton.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { CopyIcon } from '../../components/icons/CopyIcon.tsx'
import { t } from '../../i18n/translate.ts'

const COPIED_FEEDBACK_MS = 1500

/** Copies the full address; a check mark and a polite announcement confirm it. */
export function CopyAddressButton({ address }: { address: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = () => {
    navigator.clipboard?.writeText(address).then(
      () => setCopied(true),
      () => undefined, // Clipboard refused (permissions): the address stays selectable on screen.
    )
  }
  return (
    <>
      <IconButton label={t('account.copyAddress')} onClick={copy}>
        {copied ? <CheckIcon /> : <CopyIcon />}
      </IconButton>
      <span className="portico-visually-hidden" role="status">
        {copied ? t('account.copied') : ''}
      </span>
    </>
  )
}
