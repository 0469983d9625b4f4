import type { EIP1193Provider } from 'viem'
import type { CoreContext } from '../client/coreContext.ts'
import type { Connector } from '../connectors/types.ts'
import { trackEvent } from '../events/trackEvent.ts'
import { setConnectedConnector } from '../storage/connectedNamespaces.ts'
import { addRecentWallet, type RecentWallet } from '../storage/recentWallets.ts'
import { STORAGE_KEYS } from '../storage/storageKeys.ts'
import { applyWalletAccount, type ApplyWalletAccountReturnType } from './applyWalletAccount.ts'
import { findAdapter } from './findAdapter.ts'
import { watchAdapterEvents } from './watchAdapterEvents.ts'
import { watchProviderEvents } from './watchProviderEvents.ts'

/** Parameters of {@link recordConnection}. */
export interface RecordConnectionParameters {
  /** Connector the wallet was reached through. */
  connector: Pick<Connector, 'id' | 'name' | 'imageUrl' | 'type'>
  /** Its EIP-1193 provider. */
  provider: EIP1193Provider
  /** Account the wallet reported. */
  address: string
  /** Chain the wallet is on. */
  chainId: number
  /** CONNECT_SUCCESS's method (§4). */
  method: 'browser' | 'qrcode' | 'mobile' | 'email' | 'social'
  /** Whether this restores an earlier visit's connection (CONNECT_SUCCESS's `reconnect`). */
  reconnect: boolean
  /** Wallet recorded as recent (default: the connector itself); `null` records none (the embedded wallet). */
  recentWallet?: RecentWallet | null | undefined
  /** Ends the wallet's session on disconnect. */
  endSession?: (() => Promise<void>) | undefined
}

/**
 * Records a wallet that answered with an account as the eip155 connection (§4): the account and network, the
 * namespace's connection record, the wallet's events followed (through the adapter when there is one), the
 * connector, wallet and status in storage, the recent wallets, and CONNECT_SUCCESS.
 *
 * @throws {NoAccountsReturnedError} when `address` is not an EVM address.
 *
 * @example
 * recordConnection(context, { connector, provider, address, chainId: 31337, method: 'browser', reconnect: false })
 */
export function recordConnection(
  context: CoreContext,
  {
    connector,
    provider,
    address,
    chainId,
    method,
    reconnect,
    recentWallet,
    endSession,
  }: RecordConnectionParameters,
): ApplyWalletAccountReturnType {
  const { connection } = context.stores
  const applied = applyWalletAccount(context, { address, chainId })
  const adapter = findAdapter(context, 'eip155')
  connection.setState({
    connectorId: connector.id,
    provider,
    stopWatching: adapter ? watchAdapterEvents(context, adapter) : watchProviderEvents(context, provider),
    attempt: undefined,
    connections: {
      ...connection.getState().connections,
      eip155: {
        connectorId: connector.id,
        connectorType: connector.type,
        name: connector.name,
        icon: connector.imageUrl,
        caipAddress: applied.caipAddress,
        provider,
        adapter,
        endSession,
      },
    },
  })
  // §3: the connected connector id is stored per namespace, with the wallet and the active namespace.
  setConnectedConnector(context.storage, { namespace: 'eip155', connectorId: connector.id })
  context.storage.setItem(STORAGE_KEYS.activeNamespace, 'eip155')
  const wallet = recentWallet ?? { id: connector.id, name: connector.name }
  context.storage.setItem(STORAGE_KEYS.walletId, wallet.id)
  context.storage.setItem(STORAGE_KEYS.walletName, wallet.name)
  context.storage.setItem(STORAGE_KEYS.connectionStatus, 'connected')
  if (recentWallet !== null) addRecentWallet(context.storage, wallet)
  trackEvent(context, {
    type: 'track',
    event: 'CONNECT_SUCCESS',
    properties: { method, name: connector.name, reconnect },
  })
  return applied
}
