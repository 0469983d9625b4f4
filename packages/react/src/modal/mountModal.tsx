import { createRoot } from 'react-dom/client'
import '../styles/tokens.css'
import '../styles/modal.css'
import '../styles/list.css'
import '../styles/views.css'
import { ModalRoot } from './ModalRoot.tsx'

/**
 * Appends the modal's container to the page body (§2) and renders the modal into it. Loaded lazily, on the
 * first `open()`; it stays mounted and shows nothing while the modal is closed.
 */
export function mountModal(): void {
  const container = document.createElement('div')
  container.setAttribute('data-portico-modal', '')
  document.body.append(container)
  createRoot(container).render(<ModalRoot />)
}
