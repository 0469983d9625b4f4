import { IconButton } from '../../components/IconButton.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { CopyIcon } from '../../components/icons/CopyIcon.tsx'
import { useCopyFeedback } from '../../hooks/useCopyFeedback.ts'
import { t } from '../../i18n/translate.ts'

/** Copies the full address; a check mark and a polite announcement confirm it. */
export function CopyAddressButton({ address }: { address: string }) {
  const { copied, copy } = useCopyFeedback()
  return (
    <>
      <IconButton label={t('account.copyAddress')} onClick={() => copy(address)}>
        {copied ? <CheckIcon /> : <CopyIcon />}
      </IconButton>
      <span className="portico-visually-hidden" role="status">
        {copied ? t('account.copied') : ''}
      </span>
    </>
  )
}
