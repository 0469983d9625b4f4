import type { ReactNode } from 'react'

/** Props of {@link ListItem}. */
export interface ListItemProps {
  /** Main text; part of the button's accessible name. */
  label: string
  /** Picture at the start (decorative: the label names the item). */
  imageUrl?: string | undefined
  /** Content drawn instead of the image (a network badge, an icon). */
  leading?: ReactNode
  /** Short status after the label, e.g. "Installed"; also part of the accessible name. */
  tag?: string | undefined
  /** Extra content at the end, e.g. a spinner. */
  trailing?: ReactNode
  /** Loads the image when it scrolls near instead of at once (§9: lists fetch the first 20 at once). */
  lazyImage?: boolean | undefined
  /** Disables the row (e.g. until the legal checkbox is ticked). */
  disabled?: boolean | undefined
  onSelect: () => void
}

/** One row of a {@link List}: a full-width button with an image, a label and an optional tag. */
export function ListItem({
  label,
  imageUrl,
  leading,
  tag,
  trailing,
  lazyImage,
  disabled,
  onSelect,
}: ListItemProps) {
  return (
    <li className="portico-list__row">
      <button
        type="button"
        className="portico-row portico-row--action"
        data-list-item
        disabled={disabled}
        onClick={onSelect}
      >
        {leading ? (
          leading
        ) : imageUrl ? (
          <img
            className="portico-list-item__image"
            src={imageUrl}
            alt=""
            width={40}
            height={40}
            loading={lazyImage ? 'lazy' : 'eager'}
            decoding="async"
          />
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
