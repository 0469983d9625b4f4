import { createFrameMessenger, type FrameMessenger } from './createFrameMessenger.ts'

/** Parameters of {@link createEmbeddedWalletFrame}. */
export interface EmbeddedWalletFrameParameters {
  /** Base URL of the secure site, e.g. `http://127.0.0.1:8789`. */
  secureSiteUrl: string
  projectId: string
  /** CAIP-2 id of the chain the wallet starts on. */
  chainId: string
  /** SDK version. */
  version: string
  enableLogger: boolean
  /** Default `globalThis.document`. */
  document?: Document | undefined
}

/** The secure site's iframe on the host page, with its messaging. */
export interface EmbeddedWalletFrame {
  iframe: HTMLIFrameElement
  /** The secure site's origin (the only one posted to and listened to). */
  origin: string
  messenger: FrameMessenger
  /** Shows the iframe over `element`'s box (fixed position), following resizes and scrolls. */
  showOver(element: Element): void
  /** Hides the iframe again (it stays loaded). */
  hide(): void
  /** Removes the iframe and stops listening. */
  destroy(): void
}

/** Title of the iframe (its accessible name). */
export const FRAME_TITLE = 'Portico secure wallet'

// Set through the CSSOM: a strict CSP on the host page refuses style attributes and inline styles, not this.
const HIDDEN_STYLE: Record<string, string> = {
  position: 'fixed',
  top: '0',
  left: '0',
  width: '1px',
  height: '1px',
  border: '0',
  opacity: '0',
  'pointer-events': 'none',
  // Not display:none, so the frame loads and answers while hidden.
  visibility: 'hidden',
  'z-index': '2147483001',
  'color-scheme': 'normal',
  background: 'transparent',
}

function applyStyle(element: HTMLElement, style: Record<string, string>): void {
  for (const [name, value] of Object.entries(style)) element.style.setProperty(name, value)
}

/**
 * Adds the secure site's hidden iframe (`<secureSiteUrl>/frame?projectId&chainId&version&enableLogger`, title
 * 'Portico secure wallet') to the page and starts the frame protocol with it. The iframe has no inline style
 * attribute; its position is set through the CSSOM.
 *
 * @example
 * const frame = createEmbeddedWalletFrame({ secureSiteUrl: 'http://127.0.0.1:8789', projectId: 'portico-demo', chainId: 'eip155:31337', version: '1', enableLogger: false })
 * await frame.messenger.ready
 */
export function createEmbeddedWalletFrame({
  secureSiteUrl,
  projectId,
  chainId,
  version,
  enableLogger,
  document = globalThis.document,
}: EmbeddedWalletFrameParameters): EmbeddedWalletFrame {
  const url = new URL('/frame', secureSiteUrl)
  url.search = new URLSearchParams({
    projectId,
    chainId,
    version,
    enableLogger: String(enableLogger),
  }).toString()
  const iframe = document.createElement('iframe')
  iframe.title = FRAME_TITLE
  iframe.src = url.href
  iframe.setAttribute('data-testid', 'portico-secure-frame')
  // The modal's focus trap lets focus into the frame while it shows an approval over the dialog.
  iframe.setAttribute('data-portico-secure-frame', '')
  applyStyle(iframe, HIDDEN_STYLE)
  const view = document.defaultView
  if (!view) throw new Error('The embedded wallet needs a document with a window')
  const messenger = createFrameMessenger({
    host: view,
    frame: () => iframe.contentWindow,
    origin: url.origin,
    log: enableLogger ? (message, detail) => console.debug(`[portico] ${message}`, detail ?? '') : undefined,
  })
  document.body.append(iframe)

  let stopFollowing: (() => void) | undefined
  const hide = () => {
    stopFollowing?.()
    stopFollowing = undefined
    applyStyle(iframe, HIDDEN_STYLE)
  }
  const showOver = (element: Element) => {
    stopFollowing?.()
    const place = () => {
      const box = element.getBoundingClientRect()
      applyStyle(iframe, {
        top: `${box.top}px`,
        left: `${box.left}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
        opacity: '1',
        visibility: 'visible',
        'pointer-events': 'auto',
      })
    }
    place()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : undefined
    observer?.observe(element)
    view.addEventListener('resize', place)
    view.addEventListener('scroll', place, true)
    // The modal animates its height; follow it for a moment after showing.
    let frames = 0
    let raf = view.requestAnimationFrame(function follow() {
      place()
      if (++frames < 30) raf = view.requestAnimationFrame(follow)
    })
    stopFollowing = () => {
      observer?.disconnect()
      view.removeEventListener('resize', place)
      view.removeEventListener('scroll', place, true)
      view.cancelAnimationFrame(raf)
    }
  }

  return {
    iframe,
    origin: url.origin,
    messenger,
    showOver,
    hide,
    destroy() {
      hide()
      messenger.destroy()
      iframe.remove()
    },
  }
}
