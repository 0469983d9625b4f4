import { describe, expect, it } from 'vitest'
import { sessionAddresses, sessionChainIds } from './eip155SessionAccounts.ts'
import { readSessionNamespace } from './readSessionNamespace.ts'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('readSessionNamespace', () => {
  it('merges chain-keyed entries and fills in chains from the accounts', () => {
    const namespace = readSessionNamespace(
      {
        eip155: { accounts: [`eip155:31337:${ALICE}`], methods: ['personal_sign'], events: ['chainChanged'] },
        'eip155:31338': { accounts: [`eip155:31338:${ALICE}`], methods: ['eth_sendTransaction'], events: [] },
        solana: { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So1'], methods: [], events: [] },
      },
      'eip155',
    )
    expect(namespace).toEqual({
      chains: ['eip155:31338', 'eip155:31337'],
      accounts: [`eip155:31337:${ALICE}`, `eip155:31338:${ALICE}`],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['chainChanged'],
    })
    expect(readSessionNamespace({}, 'eip155')).toBeUndefined()
  })
})

describe('eip155 session accounts', () => {
  it("lists chain ids and a chain's checksummed addresses", () => {
    expect(sessionChainIds({ chains: ['eip155:31337', 'eip155:x', 'eip155:31338'] })).toEqual([31337, 31338])
    const accounts = [
      `eip155:31337:${ALICE.toLowerCase()}`,
      `eip155:31337:${ALICE}`,
      'eip155:31338:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'eip155:31337:nope',
    ]
    expect(sessionAddresses({ accounts }, 31337)).toEqual([ALICE])
  })
})
