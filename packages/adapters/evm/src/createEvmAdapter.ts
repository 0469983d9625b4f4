import type { CaipNetwork } from '@portico/common'
import { Eip1193Adapter, type AdapterConnector } from '@portico/core'

/** Options of {@link createEvmAdapter}. */
export interface CreateEvmAdapterOptions {
  /** Networks the app uses; those outside eip155 are left to other adapters. */
  networks: readonly CaipNetwork[]
  /** Connectors `connect({ connectorId })` looks in, read at each call (e.g. core's connectors store). */
  getConnectors?: () => readonly AdapterConnector[]
}

/**
 * A {@link ChainAdapter} for EVM chains that works with any EIP-1193 wallet: balances through viem over each
 * network's own RPC; signing, typed data, sending, gas and contract writes through viem over the wallet's
 * provider. Connecting, the wallet's events, switching and EIP-5792 are core's `Eip1193Adapter`, as in every
 * EVM adapter. viem's clients load on first use, so the adapter adds little to the page's first load (issue 15).
 *
 * @example
 * const adapter = createEvmAdapter({ networks: [porticoDevnet, porticoDevnetTwo] })
 * const { address } = await adapter.connect({ provider: window.ethereum })
 * await adapter.switchNetwork({ caipNetwork: porticoDevnetTwo })
 * const { balance, symbol } = await adapter.getBalance({ address, caipNetwork: porticoDevnetTwo })
 */
export function createEvmAdapter(options: CreateEvmAdapterOptions): Eip1193Adapter {
  return new Eip1193Adapter(options, { label: 'EVM adapter', loadActions: () => import('./viemActions.ts') })
}
