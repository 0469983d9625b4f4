import { defineConfig, type Plugin } from 'vite'
import { resolveFromSource } from '../../scripts/packages/resolveFromSource.ts'

// In dev mode the page loads the Portico Dev Wallet before the app, the way an extension's content script
// would, so it announces itself over EIP-6963 beside any real extension the user has.
function devWalletContentScript(): Plugin {
  return {
    name: 'portico-dev-wallet-content-script',
    apply: 'serve',
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'module', src: '/src/devWalletContentScript.ts' },
        injectTo: 'head-prepend',
      },
    ],
  }
}

export default defineConfig({
  // Two stacks on one machine (helpers' test runs) keep their pre-bundled dependencies apart; the demo and the
  // web wallet each have their own folder inside it, or they overwrite each other's (504 Outdated Optimize Dep).
  cacheDir: process.env.PORTICO_VITE_CACHE_DIR && `${process.env.PORTICO_VITE_CACHE_DIR}/demo`,
  // PORTICO_VITE_NO_WATCH=1: a browser-test stack in a tree others are editing does not watch files, so their
  // edits do not reload its pages mid-test (the optimiser's own reloads still reach the page).
  // (Ignoring every path rather than `watch: null`, which would also turn off the transform cache.)
  server: process.env.PORTICO_VITE_NO_WATCH === '1' ? { watch: { ignored: ['**'] } } : {},
  ...resolveFromSource,
  plugins: [devWalletContentScript()],
  // The content script is added to the page by the plugin above, so the dependency scan (which reads the HTML
  // files as written) would not see it: its dependencies (viem/accounts) were found on first use, and the dev
  // server then re-optimised and reloaded every open page, mid-test.
  optimizeDeps: { entries: ['index.html', 'gallery.html', 'src/devWalletContentScript.ts'] },
  build: {
    target: 'es2022',
    rollupOptions: { input: { main: 'index.html', gallery: 'gallery.html' } },
  },
})
