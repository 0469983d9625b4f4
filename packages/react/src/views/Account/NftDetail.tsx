import { truncateAddress } from '@portico/common'
import type { AccountNft } from '@portico/core'
import { useEffect, useRef } from 'react'
import { IconButton } from '../../components/IconButton.tsx'
import { BackIcon } from '../../components/icons/BackIcon.tsx'
import { CheckIcon } from '../../components/icons/CheckIcon.tsx'
import { CopyIcon } from '../../components/icons/CopyIcon.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useCopyFeedback } from '../../hooks/useCopyFeedback.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { NftImage } from './NftImage.tsx'
import { nftName } from './nftName.ts'

/** Props of {@link NftDetail}. */
export interface NftDetailProps {
  nft: AccountNft
  /** Back to the grid (which puts focus back on this NFT's tile). */
  onBack: () => void
}

/**
 * One NFT in full: image, name, description, collection, token id, amount (ERC-1155), network and contract
 * with a copy button. Focus moves to its heading when it opens; Escape is the modal's, Back returns.
 */
export function NftDetail({ nft, onBack }: NftDetailProps) {
  const appKit = useAppKitInstance()
  const { networks } = useStoreSnapshot(appKit.stores.chain)
  const { copied, copy } = useCopyFeedback()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const network = networks.find((n) => n.caipNetworkId === nft.chain)
  return (
    <section className="portico-nft-detail" aria-labelledby="portico-nft-detail-title">
      <button
        type="button"
        className="portico-button portico-button--secondary portico-button--small portico-nft-detail__back"
        onClick={onBack}
      >
        <BackIcon />
        {t('account.nfts.back')}
      </button>
      <NftImage nft={nft} className="portico-nft-detail__image" />
      <h3 id="portico-nft-detail-title" className="portico-nft-detail__title" ref={heading} tabIndex={-1}>
        {nftName(nft)}
        {nft.isSpam ? <span className="portico-tag portico-tag--error">{t('account.nfts.spam')}</span> : null}
      </h3>
      {nft.description ? <p className="portico-nft-detail__description">{nft.description}</p> : null}
      <dl className="portico-nft-detail__facts">
        {nft.collectionName ? (
          <>
            <dt>{t('account.nfts.collection')}</dt>
            <dd>{nft.collectionName}</dd>
          </>
        ) : null}
        <dt>{t('account.nfts.tokenId')}</dt>
        <dd>{nft.tokenId}</dd>
        {nft.standard === 'erc1155' ? (
          <>
            <dt>{t('account.nfts.amount')}</dt>
            <dd>{nft.amount}</dd>
          </>
        ) : null}
        <dt>{t('account.nfts.network')}</dt>
        <dd>{network?.name ?? nft.chain}</dd>
        <dt>{t('account.nfts.contract')}</dt>
        <dd>
          <span title={nft.contract} data-testid="nft-contract">
            {truncateAddress(nft.contract)}
          </span>
          <IconButton label={t('account.nfts.copyContract')} onClick={() => copy(nft.contract)}>
            {copied ? <CheckIcon /> : <CopyIcon />}
          </IconButton>
          <span className="portico-visually-hidden" role="status">
            {copied ? t('account.nfts.contractCopied') : ''}
          </span>
        </dd>
      </dl>
    </section>
  )
}
