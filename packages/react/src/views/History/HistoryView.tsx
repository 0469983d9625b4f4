import { defaultView, isHistoryShown, resetView } from '@portico/core'
import { useEffect } from 'react'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'
import { TransactionList } from './TransactionList.tsx'

/**
 * History (lazily loaded, §2): every transaction of the connected chain, with paging. With §1's `history`
 * feature off (or on a network without activity) there is no route here: asked for anyway (AppKit's
 * `open({ view: 'Transactions' })`), the modal shows its default view instead.
 */
export function HistoryView() {
  const appKit = useAppKitInstance()
  const { context } = appKit
  useStoreSnapshot(appKit.stores.options)
  useStoreSnapshot(appKit.stores.chain)
  const shown = isHistoryShown(context)
  useEffect(() => {
    if (!shown) resetView(context, defaultView(context))
  }, [context, shown])
  return shown ? <TransactionList /> : null
}
