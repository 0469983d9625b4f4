import { isConformingNamespaces, isValidNamespaces } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import {
  buildApprovedNamespaces,
  proposalProblems,
  readRequestedNamespaces,
  UnsupportedProposalError,
} from './buildApprovedNamespaces.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chainIds = [31337, 31338]
const events = ['accountsChanged', 'chainChanged']

describe('readRequestedNamespaces', () => {
  it('merges required, optional and inline namespaces', () => {
    expect(
      readRequestedNamespaces({
        requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
        optionalNamespaces: {
          'eip155:1': { methods: ['eth_sendTransaction', 'personal_sign'], events: ['chainChanged'] },
          solana: {
            chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
            methods: ['solana_signMessage'],
            events: [],
          },
        },
      }),
    ).toEqual({
      chains: ['eip155:31337', 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      methods: ['personal_sign', 'eth_sendTransaction', 'solana_signMessage'],
      events: ['chainChanged'],
    })
  })
})

describe('buildApprovedNamespaces', () => {
  it('approves the asked-for devnet chains and supported methods, active chain first', () => {
    const proposal = {
      requiredNamespaces: {},
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:31337', 'eip155:31338'],
          methods: ['personal_sign', 'eth_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
          events: ['accountsChanged', 'chainChanged', 'message'],
        },
        solana: { chains: ['solana:x'], methods: [], events: [] },
      },
    }
    const namespaces = buildApprovedNamespaces({ proposal, address, chainIds, activeChainId: 31338 })
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:31338', 'eip155:31337'],
        accounts: [`eip155:31338:${address}`, `eip155:31337:${address}`],
        methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events,
      },
    })
    expect(isValidNamespaces(namespaces, 'approve()')).toBeNull()
  })

  it('approves only the chains the dapp asked for', () => {
    const namespaces = buildApprovedNamespaces({
      proposal: {
        requiredNamespaces: { 'eip155:31337': { methods: ['personal_sign'], events: ['accountsChanged'] } },
        optionalNamespaces: {},
      },
      address,
      chainIds,
      activeChainId: 31338,
    })
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337'])
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])
    expect(
      isConformingNamespaces(
        { 'eip155:31337': { methods: ['personal_sign'], events: ['accountsChanged'] } },
        namespaces,
        'approve()',
      ),
    ).toBeNull()
  })

  it('refuses proposals whose requirements it cannot meet', () => {
    const problem = (
      requiredNamespaces: Record<string, { chains?: string[]; methods: string[]; events: string[] }>,
    ) => {
      try {
        buildApprovedNamespaces({
          proposal: { requiredNamespaces, optionalNamespaces: {} },
          address,
          chainIds,
        })
        return 'approved'
      } catch (error) {
        expect(error).toBeInstanceOf(UnsupportedProposalError)
        return (error as Error).message
      }
    }
    expect(problem({ solana: { chains: ['solana:x'], methods: [], events: [] } })).toBe(
      proposalProblems.namespace('solana'),
    )
    expect(problem({ eip155: { chains: ['eip155:1'], methods: [], events: [] } })).toBe(
      proposalProblems.chain('eip155:1'),
    )
    expect(problem({ eip155: { chains: ['eip155:31337'], methods: ['eth_sign'], events: [] } })).toBe(
      proposalProblems.method('eth_sign'),
    )
    expect(problem({ eip155: { chains: ['eip155:31337'], methods: [], events: ['message'] } })).toBe(
      proposalProblems.event('message'),
    )
    expect(problem({})).toBe(proposalProblems.noChain)
  })

  it('approves a solana namespace with the Solana address when the dapp asks for one', () => {
    const chain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const solana = { chains: [chain], methods: ['solana_signMessage', 'solana_signTransaction'], events: [] }
    const proposal = { requiredNamespaces: {}, optionalNamespaces: { solana } }
    expect(
      buildApprovedNamespaces({ proposal, address: '0x1', chainIds: [31337], solanaAddress: 'Sol1' }),
    ).toEqual({
      solana: { chains: [chain], accounts: [`${chain}:Sol1`], methods: ['solana_signMessage'], events: [] },
    })
    expect(() => buildApprovedNamespaces({ proposal, address: '0x1', chainIds: [31337] })).toThrow(
      proposalProblems.noChain,
    )
  })
})
