import { formatRelativeTime } from '@portico/common'
import {
  fetchTransactions,
  groupTransactions,
  pushView,
  transferAmount,
  type CoreContext,
  type HistoryTransaction,
  type TransactionGroup,
} from '@portico/core'
import { useEffect, useRef } from 'react'
import { EmptyState } from '../../components/EmptyState.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { HistoryIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { adoptDocumentStyles } from '../../modal/adoptDocumentStyles.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t, type PlainMessageKey } from '../../i18n/translate.ts'
import historyStyles from './history.css?inline'

// Adopted when the first view listing activity loads: the modal's first load carries none of these styles.
adoptDocumentStyles(historyStyles)

/** Props of {@link TransactionList}. */
export interface TransactionListProps {
  /** Show at most this many (the Account view's Activity tab); all with paging when unset. */
  limit?: number | undefined
}

const OPERATION_LABELS: Partial<Record<string, PlainMessageKey>> = {
  send: 'history.operation.send',
  receive: 'history.operation.receive',
  trade: 'history.operation.trade',
  mint: 'history.operation.mint',
  burn: 'history.operation.burn',
  approve: 'history.operation.approve',
  deposit: 'history.operation.deposit',
  withdraw: 'history.operation.withdraw',
  execute: 'history.operation.execute',
}

function TransactionIcon({ operation }: { operation: string }) {
  if (operation === 'trade') return <SwapIcon />
  if (operation === 'receive') return <ReceiveIcon />
  if (operation === 'send') return <SendIcon />
  return <HistoryIcon />
}

function TransactionRow({ transaction }: { transaction: HistoryTransaction }) {
  const { metadata, transfers } = transaction
  const amounts = transfers
    .map((transfer) => {
      const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '−' : ''
      // An NFT is named (with a count for several ERC-1155 items); §2's 3 decimals are for token amounts.
      if (transfer.nft_info) {
        const count = Number(transfer.quantity.numeric)
        return `${sign}${count > 1 ? `${count} × ` : ''}${transfer.nft_info.name ?? ''}`.trim()
      }
      return `${sign}${transferAmount(transfer)} ${transfer.fungible_info?.symbol ?? ''}`.trim()
    })
    .join(' · ')
  const failed = metadata.status === 'failed'
  return (
    <li className="portico-tx">
      <span className="portico-tx__icon" data-status={metadata.status}>
        <TransactionIcon operation={metadata.operationType} />
      </span>
      <span className="portico-tx__main">
        <span className="portico-tx__title">
          {t(OPERATION_LABELS[metadata.operationType] ?? 'history.operation.other')}
          {failed ? <span className="portico-tag portico-tag--error">{t('history.failed')}</span> : null}
        </span>
        <span className="portico-tx__amount">{amounts}</span>
      </span>
      <time className="portico-tx__time" dateTime={metadata.minedAt}>
        {formatRelativeTime(new Date(metadata.minedAt))}
      </time>
    </li>
  )
}

/** Loads the first page or the next one; a failure is kept in the history store, which the list shows. */
function loadTransactions(context: CoreContext, nextPage: boolean): void {
  fetchTransactions(context, { nextPage }).catch(() => undefined) // the store holds the error; the list shows it
}

/**
 * §2 transactions of the connected chain, grouped by month (newest first), spam NFT transfers hidden, amounts
 * with 3 decimals. With `limit` (the Activity tab) the newest few and "See all activity" when there are more;
 * without (the History view) every page, the next one loading when the end scrolls into view or on "Load more".
 * A failed page shows §8's 'Failed to fetch transactions' with "Try again".
 */
export function TransactionList({ limit }: TransactionListProps) {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const history = useStoreSnapshot(appKit.stores.history)
  const { caipAddress } = useStoreSnapshot(appKit.stores.account)
  const { activeNetwork } = useStoreSnapshot(appKit.stores.chain)
  const endRef = useRef<HTMLDivElement>(null)
  const groups = groupTransactions(history.transactions, activeNetwork?.caipNetworkId)
  const listed = groups.length > 0

  useEffect(() => {
    if (!caipAddress) return
    if (appKit.stores.history.getState().caipAddress === caipAddress) return
    loadTransactions(context, false)
  }, [appKit, context, caipAddress])

  useEffect(() => {
    const end = endRef.current
    if (limit !== undefined || !listed || !end || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const state = appKit.stores.history.getState()
      // After a failed page the person asks again with "Try again"; scrolling does not retry on its own.
      if (entries.some((entry) => entry.isIntersecting) && state.next && !state.loading && !state.error)
        loadTransactions(context, true)
    })
    observer.observe(end)
    return () => observer.disconnect()
  }, [appKit, context, limit, listed])

  if (history.error && !listed) {
    return (
      <div className="portico-empty portico-tab-empty" role="alert">
        <p className="portico-empty__description">{t('history.error')}</p>
        <button
          type="button"
          className="portico-button portico-button--secondary"
          onClick={() => loadTransactions(context, history.transactions.length > 0)}
        >
          {t('history.retry')}
        </button>
      </div>
    )
  }
  // Before the first page of this account comes, and while it loads: a spinner, not the empty state.
  if (!listed && (history.loading || history.caipAddress !== caipAddress)) {
    return (
      <div className="portico-view-loading" role="status">
        <Spinner size={24} />
        <span className="portico-visually-hidden">{t('history.loading')}</span>
      </div>
    )
  }
  if (!listed && history.next === undefined) {
    return (
      <EmptyState
        className="portico-tab-empty"
        icon={<HistoryIcon />}
        title={t('history.empty.title')}
        description={t('history.empty.description')}
      />
    )
  }
  // The Activity tab shows the newest `limit` transactions; the History view all of them.
  const shownGroups = limitGroups(groups, limit ?? Number.POSITIVE_INFINITY)
  const shownCount = shownGroups.reduce((count, { shown }) => count + shown.length, 0)
  const hidden = shownCount < groups.reduce((count, group) => count + group.transactions.length, 0)
  const month = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' })
  return (
    <div className="portico-history">
      {shownGroups.map(({ group, shown }) => {
        const title = month.format(new Date(group.year, group.month, 1))
        return (
          <section key={`${group.year}-${group.month}`} aria-label={title}>
            <h3 className="portico-history__month">{title}</h3>
            <ul className="portico-history__list" role="list">
              {shown.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </ul>
          </section>
        )
      })}
      <div ref={endRef} />
      <div className="portico-history__more">
        {limit !== undefined ? (
          hidden || history.next !== undefined ? (
            <button
              type="button"
              className="portico-button portico-button--secondary portico-button--small"
              onClick={() => pushView(context, 'History')}
            >
              {t('history.seeAll')}
            </button>
          ) : null
        ) : (
          <>
            {history.error ? (
              <p className="portico-empty__description" role="alert">
                {t('history.error')}
              </p>
            ) : null}
            {history.next !== undefined ? (
              <button
                type="button"
                className="portico-button portico-button--secondary portico-button--small"
                disabled={history.loading}
                aria-busy={history.loading}
                onClick={() => loadTransactions(context, true)}
              >
                {history.error ? t('history.retry') : t('history.loadMore')}
              </button>
            ) : null}
            {history.loading ? (
              <span role="status">
                <Spinner size={20} />
                <span className="portico-visually-hidden">{t('history.loading')}</span>
              </span>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}

function limitGroups(groups: readonly TransactionGroup[], limit: number) {
  const result: { group: TransactionGroup; shown: HistoryTransaction[] }[] = []
  let remaining = limit
  for (const group of groups) {
    if (remaining <= 0) break
    const shown = group.transactions.slice(0, remaining)
    remaining -= shown.length
    result.push({ group, shown })
  }
  return result
}
