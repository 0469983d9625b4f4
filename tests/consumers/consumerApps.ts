import type { ConsumerAppName } from './consumerPorts.ts'

/** How an app learns where the stack is: Vite or Next.js environment files, or a config module of its own. */
export type ConsumerAppConfig = 'vite-env' | 'next-env' | 'config-module'

/** One consumer app: its template (tests/consumers/apps/<name>), how it is configured, built and served. */
export interface ConsumerApp {
  name: ConsumerAppName
  /** What the app is, for the summary. */
  title: string
  config: ConsumerAppConfig
  /** Whether `npm run build` runs (a plain HTML page has no build step). */
  build: boolean
  /** Served as static files from this folder of the app, or by `next start`. */
  serve: { kind: 'static'; root: string } | { kind: 'next' }
}

/**
 * The four apps of issue 15 item 5, in the order their tests run.
 *
 * @example
 * consumerApps.find((app) => app.name === 'next-app-router')?.serve // { kind: 'next' }
 */
export const consumerApps: readonly ConsumerApp[] = [
  {
    name: 'vite-react19',
    title: "Vite + React 19 (AppKit's React quick start)",
    config: 'vite-env',
    build: true,
    serve: { kind: 'static', root: 'dist' },
  },
  {
    name: 'next-app-router',
    title: 'Next.js App Router, server-rendered',
    config: 'next-env',
    build: true,
    serve: { kind: 'next' },
  },
  {
    name: 'vite-react18',
    title: 'Vite + React 18',
    config: 'vite-env',
    build: true,
    serve: { kind: 'static', root: 'dist' },
  },
  {
    name: 'plain-html',
    title: 'Plain HTML, no build step (@portico/appkit ESM file)',
    config: 'config-module',
    build: false,
    serve: { kind: 'static', root: '.' },
  },
]
