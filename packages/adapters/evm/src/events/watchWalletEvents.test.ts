import type { ChainAdapterEventMap } from '@portico/core'
import { devnetAccounts, porticoDevnet } from '@portico/devnet'
import type { EIP1193Provider } from 'viem'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.ts'

type Listener = (payload: unknown) => void

/** A wallet whose events the test fires by hand (the dev wallet never changes accounts on its own). */
function scriptedWallet(accounts: readonly string[]) {
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    request: async ({ method }: { method: string }) => (method === 'eth_chainId' ? '0x7a69' : accounts),
    on: (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set.add(listener))
    },
    removeListener: (event: string, listener: Listener) => void listeners.get(event)?.delete(listener),
  } as unknown as EIP1193Provider
  const emit = (event: string, payload: unknown) =>
    listeners.get(event)?.forEach((listener) => listener(payload))
  const count = () => [...listeners.values()].reduce((total, set) => total + set.size, 0)
  return { provider, emit, count }
}

const [alice, bob] = [devnetAccounts[1]!.address, devnetAccounts[2]!.address]

describe('wallet events', () => {
  it('reports accountsChanged with checksummed addresses, the first being active', async () => {
    const wallet = scriptedWallet([alice])
    const adapter = createEvmAdapter({ networks: [porticoDevnet] })
    await adapter.connect({ provider: wallet.provider })
    const seen: ChainAdapterEventMap['accountsChanged'][] = []
    adapter.on('accountsChanged', (change) => seen.push(change))

    wallet.emit('accountsChanged', [bob.toLowerCase(), alice.toLowerCase()])
    wallet.emit('accountsChanged', ['not an address'])

    expect(seen).toEqual([{ address: bob, accounts: [bob, alice] }])
  })

  it('reports chainChanged for a new chain only, and ignores a value that is not a chain id', async () => {
    const wallet = scriptedWallet([alice])
    const adapter = createEvmAdapter({ networks: [porticoDevnet] })
    await adapter.connect({ provider: wallet.provider })
    const seen: ChainAdapterEventMap['chainChanged'][] = []
    adapter.on('chainChanged', (change) => seen.push(change))

    wallet.emit('chainChanged', '0x7a69')
    wallet.emit('chainChanged', '0x7a6a')
    wallet.emit('chainChanged', 'banana')

    expect(seen).toEqual([{ chainId: 31338, caipNetworkId: 'eip155:31338' }])
  })

  it('an empty account list or the EIP-1193 disconnect event ends the connection and stops listening', async () => {
    for (const [event, payload] of [
      ['accountsChanged', []],
      ['disconnect', { code: 4900, message: 'gone' }],
    ] as const) {
      const wallet = scriptedWallet([alice])
      const adapter = createEvmAdapter({ networks: [porticoDevnet] })
      await adapter.connect({ provider: wallet.provider })
      let disconnects = 0
      const stop = adapter.on('disconnect', () => disconnects++)

      wallet.emit(event, payload)
      wallet.emit(event, payload)

      expect(disconnects).toBe(1)
      expect(wallet.count()).toBe(0)
      stop()
    }
  })
})
