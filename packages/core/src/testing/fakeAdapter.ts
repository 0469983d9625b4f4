// Test double of a ChainAdapter: records calls and lets tests fire its events. Unit tests use it; the real
// EVM adapter against a real devnet is exercised in packages/adapters/evm and tests/integration.
import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type { ChainAdapter } from '../adapters/ChainAdapter.ts'
import type {
  ChainAdapterEvent,
  ChainAdapterEventMap,
  ChainAdapterListener,
} from '../adapters/chainAdapterEvents.ts'

export interface FakeAdapter {
  adapter: ChainAdapter
  /** Adapter methods called, in order. */
  calls: string[]
  /** Networks `switchNetwork` was asked for, in order. */
  switched: CaipNetwork[]
  emit<E extends ChainAdapterEvent>(event: E, payload: ChainAdapterEventMap[E]): void
}

export function createFakeAdapter({
  namespace = 'eip155',
  networks = [],
  address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId = 31337,
  fail = {},
}: {
  namespace?: ChainNamespace
  networks?: CaipNetwork[]
  address?: string
  chainId?: number | string
  fail?: Partial<Record<keyof ChainAdapter, Error>>
} = {}): FakeAdapter {
  const calls: string[] = []
  const switched: CaipNetwork[] = []
  const listeners = new Map<string, Set<(payload: never) => void>>()
  const step = async (name: keyof ChainAdapter) => {
    calls.push(name)
    const failure = fail[name]
    if (failure) throw failure
  }
  const adapter: ChainAdapter = {
    namespace,
    networks,
    async connect() {
      await step('connect')
      return { address, chainId, accounts: [address] }
    },
    disconnect: () => step('disconnect'),
    async getBalance() {
      await step('getBalance')
      return { balance: '1', symbol: 'ETH' }
    },
    switchNetwork: ({ caipNetwork }) => {
      switched.push(caipNetwork)
      return step('switchNetwork')
    },
    async signMessage() {
      await step('signMessage')
      return '0x01'
    },
    async sendTransaction() {
      await step('sendTransaction')
      return `0x${'ab'.repeat(32)}`
    },
    async estimateGas() {
      await step('estimateGas')
      return 21_000n
    },
    async writeContract() {
      await step('writeContract')
      return `0x${'cd'.repeat(32)}`
    },
    async getCapabilities() {
      await step('getCapabilities')
      return {}
    },
    on<E extends ChainAdapterEvent>(event: E, listener: ChainAdapterListener<E>) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      const set = listeners.get(event)
      set?.add(listener as (payload: never) => void)
      return () => void set?.delete(listener as (payload: never) => void)
    },
  }
  return {
    adapter,
    calls,
    switched,
    emit: (event, payload) =>
      listeners.get(event)?.forEach((listener) => (listener as (p: unknown) => void)(payload)),
  }
}
