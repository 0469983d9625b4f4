import { defaultView, isHistoryShown, resetView } from '@portico/core'
import { useEffect, useRef } from 'react'
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
  const top = useRef<HTMLDivElement>(null)
  useStoreSnapshot(appKit.stores.options)
  useStoreSnapshot(appKit.stores.chain)
  const shown = isHistoryShown(context)
  useEffect(() => {
    if (!shown) resetView(context, defaultView(context))
  }, [context, shown])
  // Focus starts at the newest transaction: left to the modal, it would go to the first button, Load more at
  // the end, scrolling the list to its bottom (and so loading the next page) as the view opens.
  useEffect(() => {
    const view = top.current
    const dialog = view?.closest('[role="dialog"]')
    const active = document.activeElement
    if (view && (!active || active === document.body || active === dialog || !dialog?.contains(active)))
      view.focus({ preventScroll: true })
  }, [shown])
  return shown ? (
    <div ref={top} tabIndex={-1} className="portico-history-view">
      <TransactionList />
    </div>
  ) : null
}
