import { bitcoin, solana, solanaDevnet, WALLET_CONNECT_EIP155_METHODS } from '@portico/common'
import { porticoDevnet, porticoDevnetTwo } from '@portico/devnet/manifest'
import { describe, expect, it } from 'vitest'
import {
  proposalNamespaces,
  WALLET_CONNECT_BIP122_METHODS,
  WALLET_CONNECT_SOLANA_METHODS,
} from './proposalNamespaces.ts'

describe('proposalNamespaces', () => {
  it("asks for §9's 23 eip155 methods on every configured EVM network", () => {
    expect(WALLET_CONNECT_EIP155_METHODS).toHaveLength(23)
    for (const method of ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']) {
      expect(WALLET_CONNECT_EIP155_METHODS).toContain(method)
    }
    expect(proposalNamespaces([porticoDevnet, porticoDevnetTwo, porticoDevnet])).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: [...WALLET_CONNECT_EIP155_METHODS],
        events: ['accountsChanged', 'chainChanged'],
      },
    })
  })

  it('adds solana and bip122 namespaces only when such networks are configured', () => {
    const namespaces = proposalNamespaces([porticoDevnet, solana, solanaDevnet, bitcoin])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana', 'bip122'])
    expect(namespaces.solana).toEqual({
      chains: [solana.caipNetworkId, solanaDevnet.caipNetworkId],
      methods: [...WALLET_CONNECT_SOLANA_METHODS],
      events: ['accountsChanged', 'chainChanged'],
    })
    expect(namespaces.bip122).toEqual({
      chains: [bitcoin.caipNetworkId],
      methods: [...WALLET_CONNECT_BIP122_METHODS],
      events: ['bip122_addressesChanged'],
    })
    expect(proposalNamespaces([solana])).not.toHaveProperty('eip155')
    expect(proposalNamespaces([])).toEqual({})
  })
})
