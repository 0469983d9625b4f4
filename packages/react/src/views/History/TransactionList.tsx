import { formatRelativeTime } from '@portico/common'
import {
  fetchTransactions,
  groupTransactions,
  transferAmount,
  type HistoryTransaction,
  type TransactionGroup,
} from '@portico/core'
import { useEffect, useRef } from 'react'
import { EmptyState } from '../../components/EmptyState.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { HistoryIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { t, type PlainMessageKey } from '../../i18n/translate.ts'

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
      const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
      return `${sign}${transferAmount(transfer)} ${symbol}`.trim()
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

/**
 * §2 transactions of the connected chain, grouped by month (newest first), spam NFT transfers hidden, amounts
 * with 3 decimals; more pages load when the end scrolls into view.
 */
export function TransactionList({ limit }: TransactionListProps) {
  const appKit = useAppKitInstance()
  const { context } = appKit
  const history = useStoreSnapshot(appKit.stores.history)
  const { caipAddress } = useStoreSnapshot(appKit.stores.account)
  const { activeNetwork } = useStoreSnapshot(appKit.stores.chain)
  const endRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!caipAddress) return
    if (appKit.stores.history.getState().caipAddress === caipAddress) return
    fetchTransactions(context).catch(() => undefined) // the store keeps the error; the list shows it
  }, [appKit, context, caipAddress])

  useEffect(() => {
    const end = endRef.current
    if (limit !== undefined || !end || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const state = appKit.stores.history.getState()
      if (entries.some((entry) => entry.isIntersecting) && state.next && !state.loading)
        fetchTransactions(context, { nextPage: true }).catch(() => undefined)
    })
    observer.observe(end)
    return () => observer.disconnect()
  }, [appKit, context, limit])

  if (history.error && history.transactions.length === 0) {
    return (
      <p className="portico-empty__description" role="alert">
        {t('history.error')}
      </p>
    )
  }
  const groups = groupTransactions(history.transactions, activeNetwork?.caipNetworkId)
  if (history.loading && groups.length === 0) {
    return (
      <div className="portico-view-loading" role="status">
        <Spinner size={24} />
        <span className="portico-visually-hidden">{t('history.loading')}</span>
      </div>
    )
  }
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={<HistoryIcon />}
        title={t('history.empty.title')}
        description={t('history.empty.description')}
      />
    )
  }
  // The Activity tab shows the newest `limit` transactions; the History view all of them.
  const shownGroups = limitGroups(groups, limit ?? Number.POSITIVE_INFINITY)
  const month = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' })
  return (
    <div className="portico-history">
      {shownGroups.map(({ group, shown }) => {
        return (
          <section
            key={`${group.year}-${group.month}`}
            aria-label={month.format(new Date(group.year, group.month, 1))}
          >
            <h3 className="portico-history__month">{month.format(new Date(group.year, group.month, 1))}</h3>
            <ul className="portico-history__list" role="list">
              {shown.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </ul>
          </section>
        )
      })}
      <div ref={endRef} />
      {history.loading ? <Spinner size={20} /> : null}
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
