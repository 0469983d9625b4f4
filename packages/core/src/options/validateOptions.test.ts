import { InvalidOptionsError, ProjectIdNotConfiguredError, SiweAndSiwxConflictError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { devnet, devnetTwo } from '../testing/networks.ts'
import { DEFAULT_FEATURES } from './features.ts'
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

  it("rejects siweConfig together with siwx with 'Cannot set both `siweConfig` and `siwx` options' (§5)", () => {
    const call = () => validateOptions({ ...valid, siweConfig: {}, siwx: { required: true } })
    expect(call).toThrow(SiweAndSiwxConflictError)
    expect(call).toThrow('Cannot set both `siweConfig` and `siwx` options')
    expect(validateOptions({ ...valid, siwx: { required: true } }).siwx).toEqual({ required: true })
    expect(() => validateOptions({ ...valid, siweConfig: {} })).not.toThrow()
  })

  it('fills in the §1 default features and the §9 orders, merged with the given ones', () => {
    expect(validateOptions(valid).features).toEqual(DEFAULT_FEATURES)
    const resolved = validateOptions({
      ...valid,
      features: { onramp: false, connectorTypeOrder: ['injected'] },
    })
    expect(resolved.features.onramp).toBe(false)
    expect(resolved.features.swaps).toBe(true)
    expect(resolved.features.connectorTypeOrder).toEqual(['injected'])
  })

  it('defaults theme mode to dark, embedded mode off and adapters to the built-in connection', () => {
    const resolved = validateOptions(valid)
    expect(resolved.themeMode).toBe('dark')
    expect(resolved.enableEmbedded).toBe(false)
    expect(resolved.adapters).toBeUndefined()
  })

  it('names a malformed feature', () => {
    expect(() => validateOptions(invalid({ ...valid, features: { swaps: 'yes' } }))).toThrow(
      /Invalid option `features\.swaps`/,
    )
    expect(() => validateOptions(invalid({ ...valid, features: { socials: ['myspace'] } }))).toThrow(
      /Invalid option `features\.socials\.0`/,
    )
  })
})
