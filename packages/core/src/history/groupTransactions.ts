import { formatTransactionAmount } from '@portico/common'
import type { HistoryTransaction, HistoryTransfer } from './historyStore.ts'

/** One month of transactions. */
export interface TransactionGroup {
  year: number
  /** 0 = January. */
  month: number
  transactions: HistoryTransaction[]
}

const isSpam = (transfer: HistoryTransfer) => transfer.nft_info?.flags?.is_spam === true

/**
 * §2: transactions of the connected chain only, spam NFT transfers hidden (a transaction with nothing else is
 * dropped), grouped by year and month, newest first.
 *
 * @example
 * groupTransactions(transactions, 'eip155:31337') // [{ year: 2026, month: 10, transactions: [...] }, ...]
 */
export function groupTransactions(
  transactions: readonly HistoryTransaction[],
  caipNetworkId: string | undefined,
): TransactionGroup[] {
  const visible = transactions.flatMap((transaction) => {
    if (caipNetworkId !== undefined && transaction.metadata.chain !== caipNetworkId) return []
    const transfers = transaction.transfers.filter((transfer) => !isSpam(transfer))
    if (transfers.length === 0 && transaction.transfers.length > 0) return []
    return [{ ...transaction, transfers }]
  })
  visible.sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
  const groups: TransactionGroup[] = []
  for (const transaction of visible) {
    const date = new Date(transaction.metadata.minedAt)
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    const last = groups.at(-1)
    if (last?.year === year && last.month === month) last.transactions.push(transaction)
    else groups.push({ year, month, transactions: [transaction] })
  }
  return groups
}

/**
 * §2: a transfer's amount with 3 decimals.
 *
 * @example
 * transferAmount({ quantity: { numeric: '1.23456' } }) // '1.235'
 */
export function transferAmount(transfer: HistoryTransfer): string {
  return formatTransactionAmount(transfer.quantity.numeric)
}
