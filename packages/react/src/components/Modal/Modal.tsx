import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { t } from '../../i18n/translate.ts'
import { IconButton } from '../IconButton.tsx'
import { BackIcon } from '../icons/BackIcon.tsx'
import { CloseIcon } from '../icons/CloseIcon.tsx'
import { useAnimatedHeight } from './useAnimatedHeight.ts'
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
  /** Embedded mode (§2): part of the page, no overlay, no focus trap or scroll lock. */
  inline?: boolean | undefined
  /** §4: shakes for the 500 ms the modal store's flag is set (an error the person should notice). */
  shake?: boolean | undefined
  children: ReactNode
}

/**
 * The one dialog every view renders in: role `dialog`, `aria-modal`, named by its title; focus moves in on
 * open, stays trapped inside and returns on close; Escape closes; the page behind does not scroll.
 */
export function Modal({ title, onClose, onBack, inline = false, shake = false, children }: ModalProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  useFocusTrap(dialogRef, !inline)
  useAnimatedHeight(dialogRef, contentRef)
  useScrollLock(!inline)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose()
  }
  // Mouse down rather than click: a text selection dragged out of the dialog must not close it.
  const onBackdropMouseDown = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose()
  }

  const dialog = (
    <div
      ref={dialogRef}
      className={`portico-modal${inline ? ' portico-modal--inline' : ''}${shake ? ' portico-modal--shake' : ''}`}
      role="dialog"
      aria-modal={inline ? undefined : true}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={inline ? undefined : onKeyDown}
    >
      <div className="portico-modal__header">
        {onBack ? (
          <IconButton label={t('modal.back')} onClick={onBack}>
            <BackIcon />
          </IconButton>
        ) : (
          <span className="portico-modal__header-spacer" />
        )}
        <h2 id={titleId} key={title} className="portico-modal__title">
          {title}
        </h2>
        <IconButton label={t('modal.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <div className="portico-modal__body">
        <div ref={contentRef} className="portico-modal__content">
          {children}
        </div>
      </div>
    </div>
  )
  if (inline) return dialog
  return (
    <div className="portico-overlay" onMouseDown={onBackdropMouseDown}>
      {dialog}
    </div>
  )
}
