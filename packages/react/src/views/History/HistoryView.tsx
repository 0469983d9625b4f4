import { TransactionList } from './TransactionList.tsx'

/** History (lazily loaded, §2): every transaction of the connected chain, with paging. */
export function HistoryView() {
  return <TransactionList />
}
