import { createRoot, type Root } from 'react-dom/client'
import modalStyles from '../styles/modalDocument.css?inline'
import { adoptDocumentStyles } from './adoptDocumentStyles.ts'
import { ModalRoot } from './ModalRoot.tsx'
import { PRELOADED_VIEWS, viewRegistry } from './viewRegistry.ts'
import type { RouterView } from '@portico/core'

let appended: HTMLElement | undefined
let appendedRoot: Root | undefined

/**
 * Appends the modal's container to the page body (§2) and renders the modal into it, once. Loaded lazily, on
 * the first `open()`; it stays mounted and shows nothing while the modal is closed.
 */
export function mountModal(): void {
  if (appended?.isConnected) return
  // A container someone removed leaves its React root running: end it before mounting again.
  appendedRoot?.unmount()
  adoptDocumentStyles(modalStyles)
  appended = document.createElement('div')
  appended.setAttribute('data-portico-modal', '')
  document.body.append(appended)
  appendedRoot = createRoot(appended)
  appendedRoot.render(<ModalRoot />)
}

/**
 * Unmounts the modal {@link mountModal} appended and removes its container (tests, and pages that tear the
 * app down); the next `open()` mounts it again.
 *
 * @example
 * await act(async () => unmountModal())
 */
export function unmountModal(): void {
  appendedRoot?.unmount()
  appended?.remove()
  appendedRoot = undefined
  appended = undefined
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

/**
 * Fetches the screens of `view` (the one the modal would open on) and of the views reached while connecting,
 * ahead of showing them (at idle, issue 19); a failure is not kept, so showing the view tries again.
 *
 * @example
 * await preloadOpeningViews('Account')
 */
export function preloadOpeningViews(view: RouterView): Promise<unknown> {
  return Promise.all([view, ...PRELOADED_VIEWS].map((name) => viewRegistry[name].preload()))
}
