import { type CaipAddress, type CaipNetwork, type ChainNamespace } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { networkImageUrl } from '../chain/networkImageUrl.ts'
import { AUTH_CONNECTOR_ID } from '../auth/embeddedWallet.ts'
import { toConnectedAccount, type ConnectedAccount } from './waitForConnection.ts'
import type { RecentConnection } from './connectionStore.ts'

/** One account of a wallet connection. */
export interface WalletConnectionAccount {
  address: string
  /** `eoa`, or `smartAccount` for an embedded wallet's smart account. */
  type: 'eoa' | 'smartAccount'
}

/** A wallet connection as AppKit's multi-wallet API describes it. */
export interface WalletConnection {
  /** Connector id (the wallet's rdns for installed wallets). */
  connectorId: string
  /** Wallet name. */
  name: string
  /** Wallet icon. */
  icon: string | undefined
  /** Image of the connection's network (`chainImages`, else the network's own). */
  networkIcon: string | undefined
  /** Accounts of the connection, the connected one first. */
  accounts: readonly WalletConnectionAccount[]
  /** Network of the connection; `undefined` when the app does not list it. */
  caipNetwork: CaipNetwork | undefined
  /** The embedded wallet's user (email or social user name). */
  auth: { name: string | undefined; username: string | undefined } | undefined
}

/** What {@link selectConnections} returns. */
export interface ConnectionsOfNamespace {
  /** The live connections: Portico keeps one wallet per namespace. */
  connections: readonly WalletConnection[]
  /** Wallets disconnected earlier in this page's life, newest first. */
  recentConnections: readonly WalletConnection[]
}

function networkOf(context: CoreContext, caipAddress: CaipAddress): CaipNetwork | undefined {
  const networkId = caipAddress.split(':').slice(0, 2).join(':')
  return context.stores.chain.getState().networks.find(({ caipNetworkId }) => caipNetworkId === networkId)
}

function describe(
  context: CoreContext,
  record: Pick<RecentConnection, 'connectorId' | 'name' | 'icon' | 'caipAddress'>,
  live: boolean,
): WalletConnection {
  const caipNetwork = networkOf(context, record.caipAddress)
  const address = toConnectedAccount(record.caipAddress).address
  const account = context.stores.account.getState()
  const embedded = live && record.connectorId === AUTH_CONNECTOR_ID
  const namespace = record.caipAddress.split(':')[0]
  const others = embedded
    ? account.allAccounts.filter((entry) => entry.address !== address && entry.namespace === namespace)
    : []
  return {
    connectorId: record.connectorId,
    name: record.name,
    icon: record.icon,
    networkIcon: caipNetwork && networkImageUrl(context.stores.options.getState(), caipNetwork),
    accounts: [
      { address, type: embedded ? (account.preferredAccountType ?? 'eoa') : 'eoa' },
      ...others.map(({ address: other, type }) => ({ address: other, type })),
    ],
    caipNetwork,
    auth:
      embedded && account.user
        ? { name: account.user.email ?? undefined, username: account.user.userName ?? undefined }
        : undefined,
  }
}

/**
 * The wallet connections of a namespace (default: the active one) and those disconnected earlier, in AppKit's
 * multi-wallet shape.
 *
 * @example
 * selectConnections(context, 'eip155').connections[0]?.name // 'Portico Dev Wallet'
 */
export function selectConnections(context: CoreContext, namespace?: ChainNamespace): ConnectionsOfNamespace {
  const { connections, recentConnections } = context.stores.connection.getState()
  const target = namespace ?? activeNamespace(context)
  const live = target ? connections[target] : undefined
  return {
    connections: live ? [describe(context, live, true)] : [],
    recentConnections: recentConnections
      .filter((entry) => target === undefined || entry.namespace === target)
      .map((entry) => describe(context, entry, false)),
  }
}

function activeNamespace(context: CoreContext): ChainNamespace | undefined {
  const caipAddress = context.stores.account.getState().caipAddress
  return (
    (caipAddress?.split(':')[0] as ChainNamespace | undefined) ??
    context.stores.chain.getState().activeNetwork?.chainNamespace
  )
}

/** Parameters of {@link switchConnection}. */
export interface SwitchConnectionParameters {
  /** The connection to make current (from `connections` or `recentConnections`). */
  connection: Pick<WalletConnection, 'connectorId'>
  /** Account wanted; the wallet decides which account it gives, as it does on any connect. */
  address?: string | undefined
}

/**
 * Makes another wallet the namespace's connection: an installed wallet (EIP-6963) is connected again, which
 * ends the current one (Portico keeps one wallet per namespace). A remote (WalletConnect) or embedded wallet is
 * connected again through the modal instead.
 *
 * @throws {ConnectorNotFoundError} when the wallet is no longer installed (or is not an installed wallet).
 * @throws {UserRejectedRequestError} when the person declines in the wallet.
 *
 * @example
 * const { recentConnections } = selectConnections(context)
 * await switchConnection(context, { connection: recentConnections[0] })
 */
export async function switchConnection(
  context: CoreContext,
  { connection }: SwitchConnectionParameters,
): Promise<ConnectedAccount> {
  // Loaded on use: connecting code (and its address checks) stays out of the page's first load.
  const { connectInjected } = await import('./connectInjected.ts')
  const { caipAddress } = await connectInjected(context, { connectorId: connection.connectorId })
  return toConnectedAccount(caipAddress)
}

/** Parameters of {@link deleteConnection}. */
export interface DeleteConnectionParameters {
  /** Address of the recent connection to forget. */
  address: string
  /** Its connector. */
  connectorId: string
}

/**
 * Forgets a recent connection (AppKit's "remove from history").
 *
 * @example
 * deleteConnection(context, { address: '0x70997970…', connectorId: 'io.portico.devwallet' })
 */
export function deleteConnection(
  context: CoreContext,
  { address, connectorId }: DeleteConnectionParameters,
): void {
  const { connection } = context.stores
  connection.setState({
    recentConnections: connection
      .getState()
      .recentConnections.filter(
        (entry) =>
          entry.connectorId !== connectorId ||
          toConnectedAccount(entry.caipAddress).address.toLowerCase() !== address.toLowerCase(),
      ),
  })
}
