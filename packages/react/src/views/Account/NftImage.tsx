import type { AccountNft } from '@portico/core'
import { useState } from 'react'
import { t } from '../../i18n/translate.ts'
import { nftName } from './nftName.ts'

/** Props of {@link NftImage}. */
export interface NftImageProps {
  nft: AccountNft
  className: string
}

/** An NFT's image from the API's image route, or a "No image" tile when it has none or it fails to load. */
export function NftImage({ nft, className }: NftImageProps) {
  const [failed, setFailed] = useState(false)
  if (!nft.image || failed) {
    return (
      <span className={`${className} portico-nft__image--empty`} role="img" aria-label={nftName(nft)}>
        {t('account.nfts.noImage')}
      </span>
    )
  }
  return <img className={className} src={nft.image} alt={nftName(nft)} onError={() => setFailed(true)} />
}
