import type { SessionTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { dappInfoOf, namespacesWithAddress, sessionAddresses, sessionChainIds } from './sessionView.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const session = (accounts: string[]): Pick<SessionTypes.Struct, 'namespaces'> => ({
  namespaces: {
    eip155: {
      chains: ['eip155:31337', 'eip155:31338'],
      accounts,
      methods: ['personal_sign'],
      events: ['accountsChanged', 'chainChanged'],
    },
  },
})

describe('session views', () => {
  it('reads chains and addresses of a session', () => {
    const s = session([`eip155:31337:${alice}`, `eip155:31338:${alice.toLowerCase()}`])
    expect(sessionChainIds(s)).toEqual([31337, 31338])
    expect(sessionAddresses(s)).toEqual([alice])
  })

  it('adds a new address first on every chain, and leaves a session that has it alone', () => {
    const s = session([`eip155:31337:${alice}`, `eip155:31338:${alice}`])
    expect(namespacesWithAddress(s, bob)?.eip155?.accounts).toEqual([
      `eip155:31337:${bob}`,
      `eip155:31338:${bob}`,
      `eip155:31337:${alice}`,
      `eip155:31338:${alice}`,
    ])
    expect(namespacesWithAddress(s, alice)).toBeUndefined()
  })

  it('names unnamed dapps and drops outside icons', () => {
    expect(
      dappInfoOf(
        { name: ' ', url: 'https://dapp.example', description: 'd', icons: ['https://x.example/i.png'] },
        'localhost',
      ),
    ).toEqual({ name: 'Unnamed dapp', url: 'https://dapp.example', description: 'd', icon: undefined })
  })
})
