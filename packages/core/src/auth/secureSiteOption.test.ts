import { describe, expect, it } from 'vitest'
import { validateOptions } from '../options/validateOptions.ts'
import { devnet } from '../testing/networks.ts'

const valid = { projectId: 'test', networks: [devnet] as const }

describe('endpoints.secureSite', () => {
  it('defaults to where npm start runs the secure site', () => {
    expect(validateOptions(valid).endpoints.secureSite).toBe('http://127.0.0.1:8789')
    expect(validateOptions({ ...valid, endpoints: { secureSite: '' } }).endpoints.secureSite).toBe(
      'http://127.0.0.1:8789',
    )
  })

  it('takes the URL given, without a trailing slash', () => {
    expect(
      validateOptions({ ...valid, endpoints: { secureSite: 'https://secure.example.com/' } }).endpoints
        .secureSite,
    ).toBe('https://secure.example.com')
  })

  it('refuses anything but an http(s) URL', () => {
    expect(() => validateOptions({ ...valid, endpoints: { secureSite: 'ws://127.0.0.1:8789' } })).toThrow(
      'Invalid option `endpoints.secureSite`: expected an http(s) URL',
    )
  })
})
