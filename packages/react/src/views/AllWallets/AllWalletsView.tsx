import {
  fetchFeaturedWallets,
  fetchWalletPage,
  orderAllWallets,
  searchWallets,
  selectWallet,
  walletImageUrl,
  type WalletListing,
} from '@portico/core'
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { WalletImage } from '../../components/WalletImage.tsx'
import { SearchIcon } from '../../components/icons/lineIcons.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t } from '../../i18n/translate.ts'
import { toSelectedWallet } from '../Connect/WalletGroups.tsx'
import { visibleRows } from './visibleRows.ts'

const COLUMNS = 4
const ROW_HEIGHT = 104
const VIEWPORT_HEIGHT = 416
const OVERSCAN = 3
// §9: the first 20 images of a page load at once; the rest as they scroll near.
const EAGER_IMAGES = 20
// A search starts once typing pauses.
const SEARCH_DEBOUNCE_MS = 150

/**
 * §2 AllWallets: every registry wallet in a virtualised grid (smooth with hundreds), the featured and
 * recommended ones first, loading pages of 40 as the person scrolls, and a search over name and rdns (100
 * results, shown no sooner than 300 ms). Arrow keys move between wallets (Up/Down by a row), Home and End
 * jump to the ends.
 */
export function AllWalletsView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const state = useStoreSnapshot(appKit.stores.wallets)
  const [query, setQuery] = useState(state.search)
  const [scrollTop, setScrollTop] = useState(0)
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined)
  const scrollRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const wallets = appKit.stores.wallets.getState()
    // §9: featured and recommended wallets lead the list; opened straight (open({ view })) they load here.
    if (!wallets.featuredLoaded) void fetchFeaturedWallets(context)
    if (wallets.page === 0) void fetchWalletPage(context)
  }, [appKit, context])

  useEffect(() => {
    const timer = setTimeout(() => void searchWallets(context, query), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [context, query])

  const searching = query.trim() !== ''
  const { featured, recommended, list } = state
  const ordered = useMemo(
    () => orderAllWallets({ featured, recommended, list }),
    [featured, recommended, list],
  )
  const wallets: readonly WalletListing[] = searching ? state.searchResults : ordered
  const rowCount = Math.ceil(wallets.length / COLUMNS)
  const [firstRow, lastRow] = visibleRows({
    scrollTop,
    viewportHeight: VIEWPORT_HEIGHT,
    rowHeight: ROW_HEIGHT,
    rowCount,
    overscan: OVERSCAN,
  })

  // Infinite scroll: the next page loads when the last rendered row is near the end of the list.
  useEffect(() => {
    if (
      !searching &&
      lastRow >= rowCount - 2 &&
      state.list.length < state.count &&
      !state.loading &&
      !state.error
    )
      void fetchWalletPage(context)
  }, [context, searching, lastRow, rowCount, state.list.length, state.count, state.loading, state.error])

  // Keyboard movement may target a wallet that is not rendered yet: scroll it in, then focus it.
  useLayoutEffect(() => {
    if (focusIndex === undefined) return
    scrollRef.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"]`)?.focus()
  }, [focusIndex, firstRow, lastRow])

  const moveFocus = (event: KeyboardEvent) => {
    const current = Number((event.target as HTMLElement).dataset.index ?? NaN)
    if (Number.isNaN(current)) return
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: COLUMNS,
      ArrowUp: -COLUMNS,
      Home: -current,
      End: wallets.length - 1 - current,
    }
    const delta = step[event.key]
    if (delta === undefined) return
    event.preventDefault()
    const next = Math.min(wallets.length - 1, Math.max(0, current + delta))
    const row = Math.floor(next / COLUMNS)
    const box = scrollRef.current
    if (
      box &&
      (row * ROW_HEIGHT < box.scrollTop || (row + 1) * ROW_HEIGHT > box.scrollTop + VIEWPORT_HEIGHT)
    ) {
      box.scrollTop = Math.max(0, row * ROW_HEIGHT - VIEWPORT_HEIGHT / 2)
      setScrollTop(box.scrollTop)
    }
    setFocusIndex(next)
  }

  // One wallet is in the Tab order (roving tabindex): the last focused one while rendered, else the first shown.
  const tabStop =
    focusIndex !== undefined && focusIndex >= firstRow * COLUMNS && focusIndex < lastRow * COLUMNS
      ? focusIndex
      : firstRow * COLUMNS
  // While typing pauses have not yet started the search for this text, the old results are not its results.
  const busy = searching
    ? state.searching || state.search !== query.trim()
    : state.loading && wallets.length === 0
  return (
    <div className="portico-all-wallets">
      <TextField
        label={t('allWallets.search')}
        hideLabel
        type="search"
        placeholder={t('allWallets.search')}
        value={query}
        onChange={setQuery}
        leading={<SearchIcon />}
        autoComplete="off"
        spellCheck={false}
      />
      <p className="portico-visually-hidden" role="status">
        {busy ? t('allWallets.loading') : searching ? t('allWallets.results', { count: wallets.length }) : ''}
      </p>
      {state.error ? (
        <div className="portico-notice" role="alert">
          <div className="portico-notice__text">
            <p className="portico-notice__title">{t('allWallets.error')}</p>
            <button
              type="button"
              className="portico-button portico-button--secondary portico-button--small"
              onClick={() => void (searching ? searchWallets(context, query) : fetchWalletPage(context))}
            >
              {t('connect.retry')}
            </button>
          </div>
        </div>
      ) : null}
      {busy ? (
        <div className="portico-view-loading">
          <Spinner size={28} />
        </div>
      ) : searching && wallets.length === 0 ? (
        <p className="portico-empty__description portico-all-wallets__empty">{t('allWallets.noResults')}</p>
      ) : (
        <div
          ref={scrollRef}
          className="portico-all-wallets__scroll"
          onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        >
          <ul
            className="portico-all-wallets__grid"
            role="list"
            aria-label={t('allWallets.list')}
            onKeyDown={moveFocus}
          >
            <li
              aria-hidden="true"
              className="portico-all-wallets__spacer"
              ref={(node) => spacer(node, firstRow * ROW_HEIGHT)}
            />
            {wallets.slice(firstRow * COLUMNS, lastRow * COLUMNS).map((wallet, offset) => {
              const index = firstRow * COLUMNS + offset
              return (
                <li
                  key={wallet.id}
                  className="portico-all-wallets__item"
                  // Only some wallets are in the DOM: tell assistive technology where each sits in the whole.
                  aria-setsize={wallets.length}
                  aria-posinset={index + 1}
                >
                  <button
                    type="button"
                    className="portico-wallet-tile"
                    data-index={index}
                    tabIndex={index === tabStop ? 0 : -1}
                    onFocus={() => setFocusIndex(index)}
                    onClick={() =>
                      selectWallet(context, toSelectedWallet(walletImageUrl(context, wallet), wallet))
                    }
                  >
                    <WalletImage
                      src={walletImageUrl(context, wallet)}
                      size={56}
                      eager={index % 40 < EAGER_IMAGES}
                    />
                    <span className="portico-wallet-tile__name">{wallet.name}</span>
                  </button>
                </li>
              )
            })}
            <li
              aria-hidden="true"
              className="portico-all-wallets__spacer"
              ref={(node) => spacer(node, Math.max(0, rowCount - lastRow) * ROW_HEIGHT)}
            />
          </ul>
          {state.loading && wallets.length > 0 ? (
            <div className="portico-all-wallets__more">
              <Spinner size={20} />
            </div>
          ) : null}
        </div>
      )}
    </div>
  )
}

// Spacer heights are set through the CSSOM, which a strict style-src CSP allows (a style attribute it blocks).
function spacer(node: HTMLElement | null, height: number) {
  node?.style.setProperty('height', `${height}px`)
}
