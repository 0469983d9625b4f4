import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { consumerApps } from './consumerApps.ts'
import {
  configFiles,
  createConsumerApp,
  withTarballs,
  type ConsumerAppSettings,
} from './createConsumerApp.ts'

const settings: ConsumerAppSettings = {
  projectId: 'portico-consumers',
  appUrl: 'http://localhost:25202',
  rpcUrls: { 31337: 'http://127.0.0.1:28545', 31338: 'http://127.0.0.1:28546' },
  mintToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  api: 'http://127.0.0.1:28787',
  relay: 'ws://127.0.0.1:28788',
  secureSite: 'http://127.0.0.1:28789',
}
const app = (name: string) => consumerApps.find((candidate) => candidate.name === name)!

describe('withTarballs', () => {
  const tarballs = {
    '@portico/react': '/t/portico-react-0.1.0.tgz',
    '@portico/core': '/t/portico-core-0.1.0.tgz',
  }

  it('installs @portico packages from their tarballs, overriding them for the whole tree', () => {
    expect(withTarballs({ dependencies: { '@portico/react': '^0.1.0', react: '19.3.1' } }, tarballs)).toEqual(
      {
        dependencies: { '@portico/react': 'file:/t/portico-react-0.1.0.tgz', react: '19.3.1' },
        overrides: {
          '@portico/react': 'file:/t/portico-react-0.1.0.tgz',
          '@portico/core': 'file:/t/portico-core-0.1.0.tgz',
        },
      },
    )
  })

  it('refuses an app that needs a package that was not packed', () => {
    expect(() => withTarballs({ dependencies: { '@portico/appkit': '^0.1.0' } }, tarballs)).toThrow(
      /@portico\/appkit, which was not packed/,
    )
  })
})

describe('configFiles', () => {
  it('gives Vite apps VITE_ variables, Next.js apps NEXT_PUBLIC_ ones, and the plain page a module', () => {
    expect(configFiles(app('vite-react19'), settings)['.env.production']).toContain(
      'VITE_PORTICO_RPC_31337=http://127.0.0.1:28545\n',
    )
    expect(configFiles(app('vite-wagmi2'), settings)['.env.production']).toContain(
      'VITE_PORTICO_MINT_TOKEN=0x5FbDB2315678afecb367f032d93F642f64180aa3\n',
    )
    const next = configFiles(app('next-app-router'), settings)['.env.production']
    expect(next).toContain('NEXT_PUBLIC_PORTICO_API_URL=http://127.0.0.1:28787\n')
    expect(next).toContain('NEXT_PUBLIC_APP_URL=http://localhost:25202\n')
    const module = configFiles(app('plain-html'), settings)['config.js']
    expect(module).toContain('export const projectId = "portico-consumers"')
    expect(module).toContain(`devnet(31338, 'Portico Devnet Two', "http://127.0.0.1:28546")`)
  })
})

describe('createConsumerApp', () => {
  const dir = mkdtempSync(join(tmpdir(), 'consumer-app-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes the template, its tarball dependencies and its configuration outside the repository', () => {
    const appDir = join(dir, 'vite-react19')
    createConsumerApp(
      app('vite-react19'),
      appDir,
      { '@portico/react': '/t/r.tgz', '@portico/adapter-evm': '/t/a.tgz' },
      settings,
    )
    expect(existsSync(join(appDir, 'src/App.tsx'))).toBe(true)
    const manifest = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'))
    expect(manifest.dependencies['@portico/react']).toBe('file:/t/r.tgz')
    expect(readFileSync(join(appDir, '.env.production'), 'utf8')).toContain(
      'VITE_PORTICO_PROJECT_ID=portico-consumers',
    )
  })
})
