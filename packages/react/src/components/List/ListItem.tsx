import type { ReactNode } from 'react'

/** Props of {@link ListItem}. */
export interface ListItemProps {
  /** Main text; part of the button's accessible name. */
  label: string
  /** Picture at the start (decorative: the label names the item). */
  imageUrl?: string | undefined
  /** Short status after the label, e.g. "Installed"; also part of the accessible name. */
  tag?: string | undefined
  /** Extra content at the end, e.g. a spinner. */
  trailing?: ReactNode
  onSelect: () => void
}

/** One row of a {@link List}: a full-width button with an image, a label and an optional tag. */
export function ListItem({ label, imageUrl, tag, trailing, onSelect }: ListItemProps) {
  return (
    <li className="portico-list__row">
      <button type="button" className="portico-row portico-row--action" data-list-item onClick={onSelect}>
        {imageUrl ? (
          <img className="portico-list-item__image" src={imageUrl} alt="" width={40} height={40} />
        ) : (
          <span className="portico-list-item__image portico-list-item__image--empty" />
        )}
        <span className="portico-list-item__label">{label}</span>
        {tag ? <span className="portico-tag">{tag}</span> : null}
        {trailing}
      </button>
    </li>
  )
}
