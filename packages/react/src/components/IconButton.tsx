import type { ReactNode } from 'react'

/** Props of {@link IconButton}. */
export interface IconButtonProps {
  /** Accessible name, also shown as the tooltip. */
  label: string
  onClick: () => void
  children: ReactNode
}

/** A round button showing only an icon; `label` names it for assistive technology. */
export function IconButton({ label, onClick, children }: IconButtonProps) {
  return (
    <button type="button" className="portico-icon-button" aria-label={label} title={label} onClick={onClick}>
      {children}
    </button>
  )
}
