import { describe, expect, it } from 'vitest'
import { ApiConfigError, loadApiConfig, parseRpcUrls } from './loadApiConfig.ts'

describe('loadApiConfig', () => {
  it('serves both devnet chains on their default URLs by default', () => {
    const config = loadApiConfig({})
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8787 })
    expect(config.chains.map((c) => [c.caipNetworkId, c.rpcUrl])).toEqual([
      ['eip155:31337', 'http://127.0.0.1:8545'],
      ['eip155:31338', 'http://127.0.0.1:8546'],
    ])
  })

  it('points chains at the URLs of PORTICO_RPC_URLS', () => {
    const config = loadApiConfig({
      PORTICO_RPC_URLS: 'eip155:31338=http://127.0.0.1:18546',
      PORTICO_API_PORT: '0',
    })
    expect(config.port).toBe(0)
    expect(config.chains.find((c) => c.chainId === 31338)?.rpcUrl).toBe('http://127.0.0.1:18546')
  })

  it('rejects malformed settings with a message that says what is expected', () => {
    expect(() => parseRpcUrls('31337=http://x')).toThrow(ApiConfigError)
    expect(() => parseRpcUrls('eip155:31337')).toThrow('must look like eip155:31337=http://127.0.0.1:8545')
    expect(() => loadApiConfig({ PORTICO_RPC_URLS: 'eip155:1=http://127.0.0.1:1' })).toThrow('does not serve')
    expect(() => loadApiConfig({ PORTICO_API_PORT: 'eighty' })).toThrow(
      "PORTICO_API_PORT must be a port number, got 'eighty'",
    )
  })
})
