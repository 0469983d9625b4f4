import type { ConsumerAppName } from './consumerPorts.ts'

/** How an app learns where the stack is: Vite or Next.js environment files, or a config module of its own. */
export type ConsumerAppConfig = 'vite-env' | 'next-env' | 'config-module'

/** The chain library an existing app keeps using with Portico's adapter for it (issue 17 item 5). */
export type ConsumerAppLibrary = 'wagmi2' | 'wagmi3' | 'ethers6' | 'ethers5'

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
  /** The chain library the app's own code uses, when it is one of the existing wagmi or ethers apps. */
  library?: ConsumerAppLibrary
}

/**
 * The four apps of issue 15 item 5, then the four of issue 17 item 5 (existing wagmi and ethers apps with only
 * their imports changed), in the order their tests run.
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
  {
    name: 'vite-wagmi2',
    title: 'Vite + wagmi 2 (WagmiAdapter, wagmi hooks)',
    config: 'vite-env',
    build: true,
    serve: { kind: 'static', root: 'dist' },
    library: 'wagmi2',
  },
  {
    name: 'vite-wagmi3',
    title: 'Vite + wagmi 3 (WagmiAdapter, wagmi hooks)',
    config: 'vite-env',
    build: true,
    serve: { kind: 'static', root: 'dist' },
    library: 'wagmi3',
  },
  {
    name: 'vite-ethers6',
    title: 'Vite + ethers 6 (EthersAdapter, useAppKitProvider)',
    config: 'vite-env',
    build: true,
    serve: { kind: 'static', root: 'dist' },
    library: 'ethers6',
  },
  {
    name: 'vite-ethers5',
    title: 'Vite + ethers 5 (Ethers5Adapter, useAppKitProvider)',
    config: 'vite-env',
    build: true,
    serve: { kind: 'static', root: 'dist' },
    library: 'ethers5',
  },
]

/**
 * The apps this run makes and drives: all of them, or those `PORTICO_CONSUMERS_APPS` lists (comma-separated
 * names; a development aid for working on a few apps, which `npm test` never sets).
 *
 * @throws when the variable names an app that does not exist.
 *
 * @example
 * selectedConsumerApps({ PORTICO_CONSUMERS_APPS: 'vite-wagmi2,vite-ethers6' }).map((app) => app.name)
 * // ['vite-wagmi2', 'vite-ethers6']
 */
export function selectedConsumerApps(env: NodeJS.ProcessEnv = process.env): readonly ConsumerApp[] {
  const listed = env.PORTICO_CONSUMERS_APPS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (!listed?.length) return consumerApps
  const unknown = listed.filter((name) => !consumerApps.some((app) => app.name === name))
  if (unknown.length) {
    throw new Error(
      `PORTICO_CONSUMERS_APPS names no such app: ${unknown.join(', ')} (apps: ${consumerApps.map((app) => app.name).join(', ')})`,
    )
  }
  return consumerApps.filter((app) => listed.includes(app.name))
}
