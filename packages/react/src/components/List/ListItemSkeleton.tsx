/**
 * A placeholder of a {@link ListItem}'s exact size, drawn while the row's data loads, so the list (and the
 * modal's height) does not change when it arrives. Hidden from assistive technology: the view says what loads.
 */
export function ListItemSkeleton() {
  return (
    <li className="portico-list__row" aria-hidden="true" data-list-skeleton="">
      <span className="portico-row">
        <span className="portico-list-item__image portico-skeleton" />
        <span className="portico-list-item__skeleton-label portico-skeleton" />
      </span>
    </li>
  )
}
