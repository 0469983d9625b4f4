import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { publishedPackages, repoRoot } from './publishedPackages.mjs'

describe('publishedPackages', () => {
  const packages = publishedPackages()
  const names = packages.map((pkg) => pkg.name)

  it('lists every package a host app installs, and no private workspace', () => {
    expect([...names].sort()).toEqual([
      '@portico/adapter-ethers',
      '@portico/adapter-ethers5',
      '@portico/adapter-evm',
      '@portico/adapter-universal',
      '@portico/adapter-wagmi',
      '@portico/appkit',
      '@portico/common',
      '@portico/core',
      '@portico/embedded',
      '@portico/frame-protocol',
      '@portico/networks',
      '@portico/react',
      '@portico/walletconnect',
    ])
  })

  it('puts each package after the @portico packages it depends on', () => {
    for (const { name, manifest } of packages) {
      const internal = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
        (dependency) => names.includes(dependency),
      )
      for (const dependency of internal)
        expect(names.indexOf(dependency), `${dependency} before ${name}`).toBeLessThan(names.indexOf(name))
    }
  })

  it('versions every published package together (the changesets "fixed" group), and nothing else', () => {
    const config = JSON.parse(readFileSync(join(repoRoot, '.changeset/config.json'), 'utf8')) as {
      fixed: string[][]
    }
    expect(config.fixed).toHaveLength(1)
    expect([...config.fixed[0]!].sort()).toEqual([...names].sort())
  })
})
