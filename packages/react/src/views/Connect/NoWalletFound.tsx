import { EmptyState } from '../../components/EmptyState.tsx'
import { WalletIcon } from '../../components/icons/WalletIcon.tsx'
import { t } from '../../i18n/translate.ts'

/** Shown when no wallet has announced itself. */
export function NoWalletFound() {
  return (
    <EmptyState
      role="status"
      icon={<WalletIcon />}
      title={t('connect.empty.title')}
      description={t('connect.empty.description')}
    />
  )
}
