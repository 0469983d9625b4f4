import { describe, expect, it } from 'vitest'
import { readWebWalletConfig } from './readWebWalletConfig.ts'

describe('readWebWalletConfig', () => {
  it('falls back to the local defaults', () => {
    expect(readWebWalletConfig({})).toEqual({
      relayUrl: 'ws://127.0.0.1:8788',
      projectId: 'portico-demo',
      rpcUrls: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
    })
  })

  it('takes the VITE_PORTICO_* variables, ignoring blank ones', () => {
    expect(
      readWebWalletConfig({
        VITE_PORTICO_RELAY_URL: ' ws://127.0.0.1:18788 ',
        VITE_PORTICO_PROJECT_ID: '',
        VITE_PORTICO_RPC_31337: 'http://127.0.0.1:18545',
        VITE_PORTICO_RPC_31338: 'http://127.0.0.1:18546',
      }),
    ).toEqual({
      relayUrl: 'ws://127.0.0.1:18788',
      projectId: 'portico-demo',
      rpcUrls: { 31337: 'http://127.0.0.1:18545', 31338: 'http://127.0.0.1:18546' },
    })
  })
})
