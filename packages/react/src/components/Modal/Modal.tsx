import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { t } from '../../i18n/translate.ts'
import { IconButton } from '../IconButton.tsx'
import { BackIcon } from '../icons/BackIcon.tsx'
import { CloseIcon } from '../icons/CloseIcon.tsx'
import { useFocusTrap } from './useFocusTrap.ts'
import { useScrollLock } from './useScrollLock.ts'

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Heading shown in the header; also the dialog's accessible name. */
  title: string
  /** Called by the close button, Escape and a click on the backdrop. */
  onClose: () => void
  /** Shows a back button calling this; omit on the first view. */
  onBack?: (() => void) | undefined
  children: ReactNode
}

/**
 * The one dialog every view renders in: role `dialog`, `aria-modal`, named by its title; focus moves in on
 * open, stays trapped inside and returns on close; Escape closes; the page behind does not scroll.
 */
export function Modal({ title, onClose, onBack, children }: ModalProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  useFocusTrap(dialogRef)
  useScrollLock()

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose()
  }
  // Mouse down rather than click: a text selection dragged out of the dialog must not close it.
  const onBackdropMouseDown = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose()
  }

  return (
    <div className="portico-overlay" onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        className="portico-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="portico-modal__header">
          {onBack ? (
            <IconButton label={t('modal.back')} onClick={onBack}>
              <BackIcon />
            </IconButton>
          ) : (
            <span className="portico-modal__header-spacer" />
          )}
          <h2 id={titleId} className="portico-modal__title">
            {title}
          </h2>
          <IconButton label={t('modal.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className="portico-modal__body">{children}</div>
      </div>
    </div>
  )
}
