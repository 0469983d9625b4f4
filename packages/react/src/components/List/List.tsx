import type { KeyboardEvent, ReactNode } from 'react'

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/** Props of {@link List}. */
export interface ListProps {
  /** Accessible name of the list. */
  label: string
  children: ReactNode
}

/**
 * A list of actions (see {@link ListItem}); ArrowUp/ArrowDown move between the items, wrapping at the ends,
 * Home and End jump to the first and last.
 */
export function List({ label, children }: ListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = MOVES[event.key]
    if (!move) return
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-list-item]:not(:disabled)')]
    if (items.length === 0) return
    event.preventDefault()
    const current = items.findIndex((item) => item === document.activeElement)
    items[current === -1 ? 0 : move(current, items.length)]?.focus()
  }
  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    <ul className="portico-list" role="list" aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </ul>
  )
}
