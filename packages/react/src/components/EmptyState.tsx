import type { ReactNode } from 'react'

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  icon: ReactNode
  title: string
  description: string
  /** Extra class, e.g. for the tighter padding inside a tab. */
  className?: string | undefined
  /** `status` when the emptiness itself is news (no wallet found). */
  role?: 'status' | undefined
}

/** An icon, a title and a line of help where a list has nothing to show. */
export function EmptyState({ icon, title, description, className, role }: EmptyStateProps) {
  return (
    <div className={className ? `portico-empty ${className}` : 'portico-empty'} role={role}>
      <span className="portico-empty__icon">{icon}</span>
      <p className="portico-empty__title">{title}</p>
      <p className="portico-empty__description">{description}</p>
    </div>
  )
}
