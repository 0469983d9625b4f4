import { InvalidOptionsError, ProjectIdNotConfiguredError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { devnet, devnetTwo } from '../testing/networks.ts'
import type { AppKitOptions } from './types.ts'
import { validateOptions } from './validateOptions.ts'

const valid: AppKitOptions = { projectId: 'demo', networks: [devnet, devnetTwo] }

function invalid(options: unknown): AppKitOptions {
  return options as AppKitOptions
}

describe('validateOptions', () => {
  it('fills in defaults and keeps the network objects', () => {
    const resolved = validateOptions(valid)
    expect(resolved.endpoints.api).toBe('http://127.0.0.1:8787')
    expect(resolved.themeMode).toBe('dark')
    expect(resolved.defaultNetwork).toBe(devnet)
    expect(resolved.networks[1]).toBe(devnetTwo)
    expect(resolved.metadata).toBeUndefined()
  })

  it('takes the API URL, default network, metadata and theme given', () => {
    const metadata = { name: 'Demo', description: 'A demo', url: 'http://127.0.0.1:5173', icons: [] }
    const resolved = validateOptions({
      ...valid,
      defaultNetwork: devnetTwo,
      metadata,
      themeMode: 'light',
      endpoints: { api: 'http://127.0.0.1:18787/' },
    })
    expect(resolved.endpoints.api).toBe('http://127.0.0.1:18787')
    expect(resolved.defaultNetwork).toBe(devnetTwo)
    expect(resolved.metadata).toBe(metadata)
    expect(resolved.themeMode).toBe('light')
  })

  it('treats an undefined API URL (unset env variable) as the default', () => {
    expect(validateOptions({ ...valid, endpoints: { api: undefined } }).endpoints.api).toBe(
      'http://127.0.0.1:8787',
    )
  })

  it("throws 'Project ID Not Configured' without a project id (§5, §8)", () => {
    for (const projectId of [undefined, '', '   ', 42]) {
      const call = () => validateOptions(invalid({ ...valid, projectId }))
      expect(call).toThrow(ProjectIdNotConfiguredError)
      expect(call).toThrow('Project ID Not Configured')
    }
  })

  it('rejects missing or empty networks', () => {
    expect(() => validateOptions(invalid({ projectId: 'demo', networks: [] }))).toThrow(
      'Invalid option `networks`: expected a non-empty array of networks',
    )
    expect(() => validateOptions(invalid({ projectId: 'demo' }))).toThrow(InvalidOptionsError)
  })

  it('names the field of a malformed network', () => {
    const broken = { ...devnet, caipNetworkId: '31337' }
    expect(() => validateOptions(invalid({ projectId: 'demo', networks: [broken] }))).toThrow(
      'Invalid option `networks.0.caipNetworkId`: expected a CAIP-2 id such as eip155:1',
    )
    const noCurrency = { ...devnet, nativeCurrency: undefined }
    expect(() => validateOptions(invalid({ projectId: 'demo', networks: [noCurrency] }))).toThrow(
      /Invalid option `networks\.0\.nativeCurrency`/,
    )
  })

  it('rejects a default network that is not listed, a bad API URL and an unknown theme', () => {
    expect(() =>
      validateOptions({ projectId: 'demo', networks: [devnet], defaultNetwork: devnetTwo }),
    ).toThrow('Invalid option `defaultNetwork`: expected one of `networks`')
    expect(() => validateOptions({ ...valid, endpoints: { api: 'ftp://127.0.0.1' } })).toThrow(
      'Invalid option `endpoints.api`: expected an http(s) URL',
    )
    expect(() => validateOptions(invalid({ ...valid, themeMode: 'blue' }))).toThrow(
      /Invalid option `themeMode`/,
    )
  })
})
