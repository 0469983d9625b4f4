import type { CaipNetwork } from '@portico/common'
import type { AdapterConnector, ChainAdapter } from '@portico/core'
import { createAdapterEvents } from './events/createAdapterEvents.ts'
import type { EvmAdapterSession } from './session.ts'

// Balances, signing and sending need viem's public and wallet clients (most of viem): they load on first use, so
// the adapter adds little to the page's first load (size budget, issue 15).
const loadConnect = () => import('./actions/connect.ts')
const loadDisconnect = () => import('./actions/disconnect.ts')
const loadSwitchNetwork = () => import('./actions/switchNetwork.ts')
const loadCapabilities = () => import('./actions/getCapabilities.ts')
const loadBalance = () => import('./actions/getBalance.ts')
const loadSignMessage = () => import('./actions/signMessage.ts')
const loadSignTypedData = () => import('./actions/signTypedData.ts')
const loadSendCalls = () => import('./actions/sendCalls.ts')
const loadSendTransaction = () => import('./actions/sendTransaction.ts')
const loadEstimateGas = () => import('./actions/estimateGas.ts')
const loadWriteContract = () => import('./actions/writeContract.ts')

/** Options of {@link createEvmAdapter}. */
export interface CreateEvmAdapterOptions {
  /** Networks the app uses; those outside eip155 are left to other adapters. */
  networks: readonly CaipNetwork[]
  /** Connectors `connect({ connectorId })` looks in, read at each call (e.g. core's connectors store). */
  getConnectors?: () => readonly AdapterConnector[]
}

/**
 * A {@link ChainAdapter} for EVM chains that works with any EIP-1193 wallet: wallet requests go through viem
 * over the wallet's provider, balances through viem over each network's own RPC.
 *
 * @example
 * const adapter = createEvmAdapter({ networks: [porticoDevnet, porticoDevnetTwo] })
 * const { address } = await adapter.connect({ provider: window.ethereum })
 * await adapter.switchNetwork({ caipNetwork: porticoDevnetTwo })
 * const { balance, symbol } = await adapter.getBalance({ address, caipNetwork: porticoDevnetTwo })
 */
export function createEvmAdapter({
  networks,
  getConnectors = () => [],
}: CreateEvmAdapterOptions): ChainAdapter {
  const session: EvmAdapterSession = {
    networks: networks.filter((network) => network.chainNamespace === 'eip155'),
    getConnectors,
    events: createAdapterEvents(),
    provider: undefined,
    accounts: [],
    chainId: undefined,
    stopWatching: undefined,
  }
  return {
    namespace: 'eip155',
    networks: session.networks,
    connect: async (parameters) => (await loadConnect()).connect(session, parameters),
    disconnect: async (parameters) => (await loadDisconnect()).disconnect(session, parameters),
    getBalance: async (parameters) => (await loadBalance()).getBalance(parameters),
    switchNetwork: async (parameters) => (await loadSwitchNetwork()).switchNetwork(session, parameters),
    signMessage: async (parameters) => (await loadSignMessage()).signMessage(session, parameters),
    signTypedData: async (parameters) => (await loadSignTypedData()).signTypedData(session, parameters),
    sendTransaction: async (parameters) => (await loadSendTransaction()).sendTransaction(session, parameters),
    sendCalls: async (parameters) => (await loadSendCalls()).sendCalls(session, parameters),
    estimateGas: async (parameters) => (await loadEstimateGas()).estimateGas(session, parameters),
    writeContract: async (parameters) => (await loadWriteContract()).writeContract(session, parameters),
    getCapabilities: async (address) => (await loadCapabilities()).getCapabilities(session, address),
    on: (event, listener) => session.events.on(event, listener),
  }
}
