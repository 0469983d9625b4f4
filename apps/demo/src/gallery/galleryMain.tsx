import { createAppKit, type RouterView } from '@portico/react'
import { porticoDevnet, porticoDevnetTwo, withRpcUrl } from '@portico/devnet/manifest'
import { applyFixtures, applyLateFixtures, applyManyWallets } from './galleryFixtures.ts'
import './gallery.css'
import galleryViews from './galleryViews.json'

const env = import.meta.env

/** Every view the gallery shows, in §2 order (tests/e2e/gallery.spec.ts reads the same file). */
export const GALLERY_VIEWS = galleryViews as readonly RouterView[]

// One view per page load (`?view=Send&theme=light`), so each view starts from a clean instance; `#theme=dark`
// then switches the theme in the same page (the e2e gallery test checks both themes of a view in one load).
const params = new URLSearchParams(location.search)
const view = (params.get('view') ?? 'Connect') as RouterView
const theme = params.get('theme') === 'light' ? 'light' : 'dark'
// `dir=rtl` checks the right-to-left layout; `wallets=600` preloads that many wallets into All wallets.
if (params.get('dir') === 'rtl') document.documentElement.dir = 'rtl'
const manyWallets = Number(params.get('wallets') ?? 0)

const root = document.getElementById('root')!
root.dataset.theme = theme
const nav = document.createElement('nav')
nav.setAttribute('aria-label', 'Views')
nav.className = 'gallery__nav'
for (const name of GALLERY_VIEWS) {
  for (const mode of ['dark', 'light']) {
    const link = document.createElement('a')
    link.href = `?view=${name}&theme=${mode}`
    link.textContent = `${name} (${mode})`
    if (name === view && mode === theme) link.setAttribute('aria-current', 'page')
    nav.append(link)
  }
}
root.append(nav)

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
applyFixtures(appKit, view)
if (manyWallets > 0) applyManyWallets(appKit, manyWallets)
await appKit.open({ view })
applyLateFixtures(appKit, view)
document.body.dataset.galleryReady = view

window.addEventListener('hashchange', () => {
  const mode = new URLSearchParams(location.hash.slice(1)).get('theme')
  if (mode !== 'dark' && mode !== 'light') return
  root.dataset.theme = mode
  appKit.setThemeMode(mode)
  for (const link of nav.querySelectorAll('a')) {
    if (link.textContent === `${view} (${mode})`) link.setAttribute('aria-current', 'page')
    else link.removeAttribute('aria-current')
  }
})
