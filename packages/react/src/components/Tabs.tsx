import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

/** One tab of {@link Tabs}. */
export interface TabDefinition<Id extends string> {
  id: Id
  label: string
}

/** Props of {@link Tabs}. */
export interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string
  tabs: readonly TabDefinition<Id>[]
  selected: Id
  onSelect: (id: Id) => void
  /** Content of the selected tab. */
  children: ReactNode
}

/**
 * WAI-ARIA tabs: ArrowLeft/ArrowRight (mirrored right to left), Home and End move and select; only the
 * selected tab is in the Tab order; the panel is labelled by its tab.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, children }: TabsProps<Id>) {
  const baseId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key]
    let next: number | undefined
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = tabs.length - 1
    const tab = next === undefined ? undefined : tabs[next]
    if (!tab) return
    event.preventDefault()
    onSelect(tab.id)
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${baseId}-${tab.id}`)}`)?.focus()
  }
  return (
    <div className="portico-tabs">
      <div
        ref={listRef}
        className="portico-tabs__list"
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${baseId}-${tab.id}`}
            type="button"
            role="tab"
            className="portico-tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        className="portico-tabs__panel"
        role="tabpanel"
        aria-labelledby={`${baseId}-${selected}`}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  )
}
