import { createRoot, type Root } from 'react-dom/client'
import modalStyles from '../styles/modalDocument.css?inline'
import { adoptDocumentStyles } from './adoptDocumentStyles.ts'
import { ModalRoot } from './ModalRoot.tsx'

let appended: HTMLElement | undefined

/**
 * Appends the modal's container to the page body (§2) and renders the modal into it, once. Loaded lazily, on
 * the first `open()`; it stays mounted and shows nothing while the modal is closed.
 */
export function mountModal(): void {
  if (appended?.isConnected) return
  adoptDocumentStyles(modalStyles)
  appended = document.createElement('div')
  appended.setAttribute('data-portico-modal', '')
  document.body.append(appended)
  createRoot(appended).render(<ModalRoot />)
}

/**
 * Renders the modal inside `element` (the `<appkit-modal>` an app placed itself, with `disableAppend` or
 * embedded mode). Embedded (`inline`), it is part of the page and always shown (§2).
 */
export function mountModalInto(element: HTMLElement, inline: boolean): Root {
  adoptDocumentStyles(modalStyles)
  const root = createRoot(element)
  root.render(<ModalRoot inline={inline} />)
  return root
}
