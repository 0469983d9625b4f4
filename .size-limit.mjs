// Size budgets (issues 5 and 15): what a page pays for Portico once an app installs the published packages
// and bundles them for production. Weighed on the consumer apps tests/consumers/prepareConsumers.ts builds
// outside the repository from the packed tarballs; React and React DOM are the host's (in a chunk of their
// own) and are not counted.
//   first load: what loads with the page (the button and its renderer, the stores, core, their
//     dependencies, and an adapter where the app passes one): at most 30 KB gzip.
//   modal shell + Connect view: what the first open() adds on top: at most 60 KB gzip.
// The Vite + React 19 app is AppKit's React quick start (it passes the EVM adapter); the Vite + React 18 app
// passes none, like the build these budgets were first set on.
// The wagmi 2, wagmi 3, ethers 6 and ethers 5 apps (issue 17) are existing apps on Portico's adapters: their
// first load holds the app's own chain library (wagmi + viem + TanStack Query, or ethers), which any such app
// loads with the page, beside Portico's ~27 KB. Measured on their first run: wagmi 2 111.0 KB, wagmi 3 109.4 KB,
// ethers 6 128.7 KB, ethers 5 121.4 KB (the same apps on AppKit's adapters: 511, 508, 773 and 810 KB). Each
// budget is that figure plus about 10 %, so an adapter that starts loading more of its library (or of its own
// actions) with the page, instead of on use, fails here.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { readConsumerBundle } from './tests/consumers/consumerBundle.mjs'
import { consumerRunFile } from './tests/consumers/consumerRunFile.mjs'

/** @type {{ apps: Record<string, { dir: string }> }} */
const run = JSON.parse(readFileSync(consumerRunFile, 'utf8'))

/** @param {string} app */
function bundle(app) {
  const appRun = run.apps[app]
  if (!appRun) throw new Error(`${consumerRunFile} has no ${app} app: prepare the consumer apps again`)
  const { dist, firstLoad, modal } = readConsumerBundle(appRun.dir)
  /** @param {string[]} files */
  const paths = (files) => files.map((file) => relative(process.cwd(), join(dist, file)))
  return { firstLoad: paths(firstLoad), modal: paths(modal) }
}

const quickStart = bundle('vite-react19')
const withoutAdapter = bundle('vite-react18')
/** @type {[string, string, string][]} app, what it runs on, budget */
const libraryApps = [
  ['vite-wagmi2', 'wagmi 2 + WagmiAdapter', '122 KB'],
  ['vite-wagmi3', 'wagmi 3 + WagmiAdapter', '120 KB'],
  ['vite-ethers6', 'ethers 6 + EthersAdapter', '142 KB'],
  ['vite-ethers5', 'ethers 5 + Ethers5Adapter', '134 KB'],
]

export default [
  {
    name: 'first load: Vite + React 19 quick start (button, stores, core, EVM adapter)',
    path: quickStart.firstLoad,
    limit: '30 KB',
    gzip: true,
  },
  {
    name: 'modal shell + Connect view (on first open): Vite + React 19 quick start',
    path: quickStart.modal,
    limit: '60 KB',
    gzip: true,
  },
  {
    name: 'first load: Vite + React 18, no adapter (button, stores, core)',
    path: withoutAdapter.firstLoad,
    limit: '30 KB',
    gzip: true,
  },
  ...libraryApps.map(([app, runsOn, limit]) => ({
    name: `first load: ${app}, an existing ${runsOn} app (its chain library included)`,
    path: bundle(app).firstLoad,
    limit,
    gzip: true,
  })),
]
