import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ConsumerApp } from './consumerApps.ts'

/** Where an app finds the stack; written into its environment or config module before it is built. */
export interface ConsumerAppSettings {
  projectId: string
  /** The app's own origin (metadata.url). */
  appUrl: string
  rpcUrls: { 31337: string; 31338: string }
  /** A token any account can mint on both devnet chains (WETH9: `deposit()` mints what it is sent). */
  mintToken: string
  api: string
  relay: string
  secureSite: string
}

interface AppManifest {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  overrides?: Record<string, string>
}

/**
 * The app's package.json with every `@portico/*` dependency taken from its tarball (`file:` to the .tgz) and
 * an override for every tarball, so the packages' own `@portico/*` dependencies resolve to them too and
 * nothing is fetched from the registry under our names.
 *
 * @throws when the app needs a `@portico/*` package that was not packed.
 *
 * @example
 * withTarballs({ dependencies: { '@portico/react': '^0.1.0' } }, { '@portico/react': '/t/portico-react-0.1.0.tgz' })
 * // { dependencies: { '@portico/react': 'file:/t/portico-react-0.1.0.tgz' }, overrides: { '@portico/react': 'file:…' } }
 */
export function withTarballs(manifest: AppManifest, tarballs: Record<string, string>): AppManifest {
  const fromTarball = (dependencies: Record<string, string> | undefined) =>
    dependencies &&
    Object.fromEntries(
      Object.entries(dependencies).map(([name, range]) => {
        if (!name.startsWith('@portico/')) return [name, range]
        const tarball = tarballs[name]
        if (!tarball) throw new Error(`the app needs ${name}, which was not packed (is it still private?)`)
        return [name, `file:${tarball}`]
      }),
    )
  const overrides = Object.fromEntries(
    Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`]),
  )
  return {
    ...manifest,
    ...(manifest.dependencies && { dependencies: fromTarball(manifest.dependencies) }),
    ...(manifest.devDependencies && { devDependencies: fromTarball(manifest.devDependencies) }),
    overrides: { ...manifest.overrides, ...overrides },
  }
}

/** The files that tell an app where the stack is, by the way the app reads its configuration. */
export function configFiles(app: ConsumerApp, settings: ConsumerAppSettings): Record<string, string> {
  const values = {
    PORTICO_PROJECT_ID: settings.projectId,
    PORTICO_RPC_31337: settings.rpcUrls[31337],
    PORTICO_RPC_31338: settings.rpcUrls[31338],
    PORTICO_MINT_TOKEN: settings.mintToken,
    PORTICO_API_URL: settings.api,
    PORTICO_RELAY_URL: settings.relay,
    PORTICO_SECURE_SITE_URL: settings.secureSite,
  }
  const envFile = (prefix: string, extra: Record<string, string> = {}) =>
    Object.entries({ ...values, ...extra })
      .map(([key, value]) => `${prefix}${key}=${value}\n`)
      .join('')
  switch (app.config) {
    case 'vite-env':
      return { '.env.production': envFile('VITE_') }
    case 'next-env':
      return { '.env.production': envFile('NEXT_PUBLIC_', { APP_URL: settings.appUrl }) }
    case 'config-module':
      return {
        'config.js': [
          '// Where this page finds its Portico services (written by tests/consumers/createConsumerApp.ts).',
          `export const projectId = ${JSON.stringify(settings.projectId)}`,
          `export const endpoints = ${JSON.stringify({ api: settings.api, relay: settings.relay, secureSite: settings.secureSite })}`,
          'const devnet = (id, name, rpcUrl) => ({',
          "  id, caipNetworkId: `eip155:${id}`, chainNamespace: 'eip155', name,",
          "  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },",
          '  rpcUrls: { default: { http: [rpcUrl] } },',
          '})',
          'export const networks = [',
          `  devnet(31337, 'Portico Devnet', ${JSON.stringify(settings.rpcUrls[31337])}),`,
          `  devnet(31338, 'Portico Devnet Two', ${JSON.stringify(settings.rpcUrls[31338])}),`,
          ']',
          '',
        ].join('\n'),
      }
  }
}

/**
 * Writes a consumer app into `dir` (outside the repository): its template from tests/consumers/apps, its
 * package.json pointing at the packed tarballs, and its configuration.
 *
 * @example
 * createConsumerApp(app, '/tmp/portico-consumers-x/vite-react19', tarballs, settings)
 */
export function createConsumerApp(
  app: ConsumerApp,
  dir: string,
  tarballs: Record<string, string>,
  settings: ConsumerAppSettings,
): void {
  cpSync(new URL(`./apps/${app.name}`, import.meta.url), dir, { recursive: true })
  const manifestPath = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as AppManifest
  writeFileSync(manifestPath, `${JSON.stringify(withTarballs(manifest, tarballs), null, 2)}\n`)
  for (const [file, content] of Object.entries(configFiles(app, settings))) {
    writeFileSync(join(dir, file), content)
  }
}
