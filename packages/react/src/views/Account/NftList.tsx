import { createNftStore, fetchNfts, type AccountNft } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { EmptyState } from '../../components/EmptyState.tsx'
import { GridIcon } from '../../components/icons/lineIcons.tsx'
import { adoptDocumentStyles } from '../../modal/adoptDocumentStyles.ts'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { NftDetail } from './NftDetail.tsx'
import { NftImage } from './NftImage.tsx'
import nftStyles from './nftList.css?inline'
import { nftName } from './nftName.ts'

// Adopted when the Account view's chunk loads: the modal's first load carries none of this tab's styles.
adoptDocumentStyles(nftStyles)

const SKELETON_TILES = 6
const keyOf = (nft: AccountNft) => `${nft.chain}/${nft.contract}/${nft.tokenId}`

function NftTile({ nft, onOpen }: { nft: AccountNft; onOpen: () => void }) {
  return (
    <li>
      <button type="button" className="portico-nft" data-nft={keyOf(nft)} onClick={onOpen}>
        <NftImage nft={nft} className="portico-nft__image" />
        <span className="portico-nft__name">{nftName(nft)}</span>
        {nft.collectionName || nft.standard === 'erc1155' || nft.isSpam ? (
          <span className="portico-nft__meta">
            <span>{nft.isSpam ? t('account.nfts.spam') : (nft.collectionName ?? '')}</span>
            {nft.standard === 'erc1155' ? (
              <span>{t('account.nfts.count', { amount: nft.amount })}</span>
            ) : null}
          </span>
        ) : null}
      </button>
    </li>
  )
}

function Skeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="portico-visually-hidden">{t('account.nfts.loading')}</span>
      <ul className="portico-nfts" aria-hidden="true">
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <li key={index} className="portico-nft portico-nft--skeleton">
            <span className="portico-skeleton portico-nft__image" />
            <span className="portico-skeleton" />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The NFTs tab: a grid of the NFTs the account holds on the active network (images served by the Portico API),
 * a detail view on click, likely spam hidden behind a toggle, a skeleton while loading, an empty state, and an
 * error with Try again. The list lives in its own store (`createNftStore`), made when the tab opens.
 */
export function NftList() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const [store] = useState(createNftStore)
  const state = useStoreSnapshot(store)
  const { caipAddress } = useStoreSnapshot(appKit.stores.account)
  const { activeNetwork } = useStoreSnapshot(appKit.stores.chain)
  const [openKey, setOpenKey] = useState<string>()
  const [showSpam, setShowSpam] = useState(false)
  const returnFocusTo = useRef<string>(undefined)
  const grid = useRef<HTMLUListElement>(null)
  const caipNetworkId = activeNetwork?.caipNetworkId

  const load = (nextPage = false) =>
    // The store keeps the error and the tab shows it with Try again; nothing else is to be done here.
    fetchNfts(context, store, { nextPage }).catch(() => undefined)

  useEffect(() => {
    // A new account or network empties the store, which also closes an open detail (its key is gone).
    if (caipAddress) void load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start over only when the account or network changes
  }, [caipAddress, caipNetworkId])

  useEffect(() => {
    const key = returnFocusTo.current
    if (openKey !== undefined || key === undefined) return
    returnFocusTo.current = undefined
    grid.current?.querySelector<HTMLElement>(`[data-nft="${CSS.escape(key)}"]`)?.focus()
  }, [openKey])

  const open = state.nfts.find((nft) => keyOf(nft) === openKey)
  if (open) {
    return (
      <NftDetail
        nft={open}
        onBack={() => {
          returnFocusTo.current = openKey
          setOpenKey(undefined)
        }}
      />
    )
  }
  if (state.error && state.nfts.length === 0) {
    return (
      <div className="portico-empty portico-tab-empty" role="alert">
        <p className="portico-empty__description">{t('account.nfts.error')}</p>
        <button
          type="button"
          className="portico-button portico-button--secondary"
          onClick={() => void load()}
        >
          {t('account.nfts.retry')}
        </button>
      </div>
    )
  }
  if (state.nfts.length === 0 && (state.loading || !state.empty)) return <Skeleton />
  if (state.nfts.length === 0) {
    return (
      <EmptyState
        className="portico-tab-empty"
        icon={<GridIcon />}
        title={t('account.nfts.title')}
        description={t('account.nfts.description')}
      />
    )
  }
  const spam = state.nfts.filter((nft) => nft.isSpam)
  const shown = showSpam ? state.nfts : state.nfts.filter((nft) => !nft.isSpam)
  return (
    <div>
      {shown.length > 0 ? (
        <ul className="portico-nfts" role="list" aria-label={t('account.nfts.listLabel')} ref={grid}>
          {shown.map((nft) => (
            <NftTile key={keyOf(nft)} nft={nft} onOpen={() => setOpenKey(keyOf(nft))} />
          ))}
        </ul>
      ) : null}
      <div className="portico-nfts__more">
        {state.error ? (
          <p className="portico-empty__description" role="alert">
            {t('account.nfts.error')}
          </p>
        ) : null}
        {state.next ? (
          <button
            type="button"
            className="portico-button portico-button--secondary portico-button--small"
            disabled={state.loading}
            onClick={() => void load(true)}
          >
            {state.error ? t('account.nfts.retry') : t('account.nfts.loadMore')}
          </button>
        ) : null}
        {spam.length > 0 ? (
          <button
            type="button"
            className="portico-button portico-button--secondary portico-button--small"
            aria-pressed={showSpam}
            onClick={() => setShowSpam((value) => !value)}
          >
            {showSpam ? t('account.nfts.hideSpam') : t('account.nfts.showSpam', { count: spam.length })}
          </button>
        ) : null}
      </div>
    </div>
  )
}
