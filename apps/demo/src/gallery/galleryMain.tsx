import { createAppKit, type RouterView } from '@portico/react'
import { porticoDevnet, porticoDevnetTwo, withRpcUrl } from '@portico/devnet/manifest'
import { applyFixtures, applyLateFixtures, applyManyWallets } from './galleryFixtures.ts'
import './gallery.css'
import galleryViews from './galleryViews.json'
import { recordPristineState, showGalleryView } from './showGalleryView.ts'

const env = import.meta.env

/** Every view the gallery shows, in §2 order (tests/e2e/gallery.spec.ts reads the same file). */
export const GALLERY_VIEWS = galleryViews as readonly RouterView[]

type GalleryTheme = 'dark' | 'light'

/** What the page offers scripts (the e2e gallery test walks every view in one page with it). */
export interface GalleryControl {
  /** Shows `view` from its fixture state, as a fresh load would, in `theme` (default: the current one). */
  show(view: RouterView, theme?: GalleryTheme): Promise<void>
  /** Switches the theme of the view on show. */
  setTheme(theme: GalleryTheme): void
}

declare global {
  interface Window {
    __portico_gallery: GalleryControl
  }
}

// The first view comes from the URL (`?view=Send&theme=light`); the links below and `__portico_gallery.show`
// switch view, fixtures and theme in place, and `#theme=dark` switches the theme.
const params = new URLSearchParams(location.search)
let view = (params.get('view') ?? 'Connect') as RouterView
let theme: GalleryTheme = params.get('theme') === 'light' ? 'light' : 'dark'
// `dir=rtl` checks the right-to-left layout; `wallets=600` preloads that many wallets into All wallets.
if (params.get('dir') === 'rtl') document.documentElement.dir = 'rtl'
const manyWallets = Number(params.get('wallets') ?? 0)

const root = document.getElementById('root')!
root.dataset.theme = theme
const nav = document.createElement('nav')
nav.setAttribute('aria-label', 'Views')
nav.className = 'gallery__nav'
for (const name of GALLERY_VIEWS) {
  for (const mode of ['dark', 'light'] as const) {
    const link = document.createElement('a')
    link.href = `?view=${name}&theme=${mode}`
    link.textContent = `${name} (${mode})`
    link.addEventListener('click', (event) => {
      event.preventDefault()
      history.pushState(null, '', link.href)
      void gallery.show(name, mode)
    })
    nav.append(link)
  }
}
root.append(nav)

/** Marks the nav link of what is shown. */
function markCurrent() {
  for (const link of nav.querySelectorAll('a')) {
    if (link.textContent === `${view} (${theme})`) link.setAttribute('aria-current', 'page')
    else link.removeAttribute('aria-current')
  }
}

const appKit = createAppKit({
  projectId: env.VITE_PORTICO_PROJECT_ID ?? 'portico-demo',
  networks: [
    withRpcUrl(porticoDevnet, env.VITE_PORTICO_RPC_31337 ?? porticoDevnet.rpcUrls.default.http[0]!),
    withRpcUrl(porticoDevnetTwo, env.VITE_PORTICO_RPC_31338 ?? porticoDevnetTwo.rpcUrls.default.http[0]!),
  ],
  metadata: {
    name: 'Portico Gallery',
    description: 'Every view of the modal',
    url: location.origin,
    icons: [],
  },
  endpoints: {
    api: env.VITE_PORTICO_API_URL ?? 'http://127.0.0.1:8787',
    relay: env.VITE_PORTICO_RELAY_URL ?? 'ws://127.0.0.1:8788',
    secureSite: env.VITE_PORTICO_SECURE_SITE_URL ?? 'http://127.0.0.1:8789',
  },
  themeMode: theme,
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
  features: { analytics: false },
})
const restorePristineState = recordPristineState(appKit)
applyFixtures(appKit, view)
if (manyWallets > 0) applyManyWallets(appKit, manyWallets)
await appKit.open({ view })
let releaseLateFixtures = applyLateFixtures(appKit, view)
markCurrent()
document.body.dataset.galleryReady = view

// One show at a time: a second waits for the first, so the last one asked for is what stays on screen.
let showing = Promise.resolve()
const gallery: GalleryControl = {
  show(next, nextTheme = theme) {
    const shown = showing.then(async () => {
      delete document.body.dataset.galleryReady
      gallery.setTheme(nextTheme)
      view = next
      releaseLateFixtures()
      releaseLateFixtures = await showGalleryView({ appKit, view, restorePristineState })
      markCurrent()
      document.body.dataset.galleryReady = view
    })
    // The caller gets the failure; the next show still runs.
    showing = shown.catch((error: unknown) => console.error('[gallery]', error))
    return shown
  },
  setTheme(mode) {
    theme = mode
    root.dataset.theme = mode
    appKit.setThemeMode(mode)
    markCurrent()
  },
}
window.__portico_gallery = gallery

window.addEventListener('hashchange', () => {
  const mode = new URLSearchParams(location.hash.slice(1)).get('theme')
  if (mode === 'dark' || mode === 'light') gallery.setTheme(mode)
})
window.addEventListener('popstate', () => {
  const shown = new URLSearchParams(location.search)
  void gallery.show(
    (shown.get('view') ?? 'Connect') as RouterView,
    shown.get('theme') === 'light' ? 'light' : 'dark',
  )
})
