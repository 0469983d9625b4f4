// Size budgets (issues 5 and 15): what a page pays for Portico once an app installs the published packages
// and bundles them for production. Weighed on the consumer apps tests/consumers/prepareConsumers.ts builds
// outside the repository from the packed tarballs; React and React DOM are the host's (in a chunk of their
// own) and are not counted.
//   first load: what loads with the page (the button and its renderer, the stores, core, their
//     dependencies, and an adapter where the app passes one): at most 30 KB gzip.
//   modal shell + Connect view: what the first open() adds on top: at most 60 KB gzip.
// The Vite + React 19 app is AppKit's React quick start (it passes the EVM adapter); the Vite + React 18 app
// passes none, like the build these budgets were first set on.
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
]
