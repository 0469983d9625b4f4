import { EmptyState } from '../../components/EmptyState.tsx'
import { GridIcon } from '../../components/icons/lineIcons.tsx'
import { t } from '../../i18n/translate.ts'

/**
 * The NFTs tab. The Portico API has no NFT endpoint yet, so there is nothing to list; the tab says so rather
 * than pretending to load.
 */
export function NftList() {
  return (
    <EmptyState
      className="portico-tab-empty"
      icon={<GridIcon />}
      title={t('account.nfts.title')}
      description={t('account.nfts.description')}
    />
  )
}
