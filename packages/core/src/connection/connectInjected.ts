import {
  ConnectionSupersededError,
  ConnectorNotFoundError,
  NoAccountsReturnedError,
  PorticoError,
  type CaipAddress,
} from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import type { Connector } from '../connectors/types.ts'
import { trackEvent } from '../events/trackEvent.ts'
import type { RecentWallet } from '../storage/recentWallets.ts'
import { resetView } from '../router/resetView.ts'
import { disconnect } from './disconnect.ts'
import { findAdapter } from './findAdapter.ts'
import { parseChainId } from './parseChainId.ts'
import { recordConnection } from './recordConnection.ts'
import { toWalletError } from './toWalletError.ts'

/** Parameters of {@link connectInjected}. */
export interface ConnectInjectedParameters {
  /** Id of an announced connector (the wallet's rdns). */
  connectorId: string
}

/** Return type of {@link connectInjected}. */
export interface ConnectInjectedReturnType {
  /** Checksummed address. */
  address: string
  /** `eip155:<chainId>:<address>`. */
  caipAddress: CaipAddress
  /** Chain the wallet is on. */
  chainId: number
  /** Settles when the native balance has been loaded or has failed (it never rejects). */
  balanceLoaded: Promise<void>
}

/** Asks the wallet for its account and chain: through the namespace's adapter when there is one. */
async function requestAccount(
  context: CoreContext,
  { provider, id: connectorId }: Pick<Connector, 'provider' | 'id'>,
  silent: boolean,
): Promise<{ address: string; chainId: number }> {
  const adapter = findAdapter(context, 'eip155')
  // A silent attempt (reconnection, §4) must not prompt: it only asks which accounts are already authorised.
  const accountsMethod = silent ? 'eth_accounts' : 'eth_requestAccounts'
  if (silent || !adapter) {
    const accounts = await provider
      .request({ method: accountsMethod })
      .catch((error: unknown) => Promise.reject(toWalletError(accountsMethod, error)))
    if (!accounts[0]) throw new NoAccountsReturnedError()
    if (!adapter) {
      const chainIdValue = await provider
        .request({ method: 'eth_chainId' })
        .catch((error: unknown) => Promise.reject(toWalletError('eth_chainId', error)))
      return { address: accounts[0], chainId: parseChainId(chainIdValue) }
    }
  }
  // The connector id lets an adapter with its own connectors (wagmi) connect the matching one.
  const { address, chainId } = await adapter.connect({ provider, connectorId, ...(silent ? { silent } : {}) })
  return { address, chainId: parseChainId(chainId) }
}

/** How {@link connectConnector} connects and records a connector. */
export interface ConnectConnectorOptions {
  /** Asks only for already-authorised accounts (`eth_accounts`), so reconnecting never prompts. */
  silent: boolean
  /**
   * CONNECT_SUCCESS's method (§4): `browser` for announced wallets, `qrcode` or `mobile` for WalletConnect,
   * `email` or `social` for the embedded wallet.
   */
  method?: 'browser' | 'qrcode' | 'mobile' | 'email' | 'social' | undefined
  /** Wallet recorded as recent (default: the connector itself); `null` records none (the embedded wallet). */
  recentWallet?: RecentWallet | null | undefined
  /** Ends the wallet's session on disconnect (a WalletConnect session is deleted at the wallet). */
  endSession?: (() => Promise<void>) | undefined
}

/**
 * Connects a connector's EIP-1193 provider: the shared part of {@link connectInjected}, WalletConnect and
 * reconnection.
 */
export async function connectConnector(
  context: CoreContext,
  connector: Connector,
  { silent, method = 'browser', recentWallet, endSession }: ConnectConnectorOptions,
): Promise<ConnectInjectedReturnType> {
  const { connection, account } = context.stores
  if (connection.getState().provider) await disconnect(context, { namespace: 'eip155', silent: true })

  const attempt = Symbol(connector.id)
  connection.setState({ connectorId: connector.id, error: undefined, attempt })
  account.setState({ status: 'connecting' })
  const isCurrent = () => connection.getState().attempt === attempt

  try {
    const { provider } = connector
    const { address, chainId } = await requestAccount(context, connector, silent)
    if (!isCurrent()) throw new ConnectionSupersededError({ connectorId: connector.id })

    const applied = recordConnection(context, {
      connector,
      provider,
      address,
      chainId,
      method,
      reconnect: silent,
      recentWallet,
      endSession,
    })
    return { ...applied, chainId }
  } catch (error) {
    const named = error instanceof PorticoError ? error : toWalletError('eth_requestAccounts', error)
    if (isCurrent()) {
      account.setState({ status: 'disconnected' })
      connection.setState({ error: named, attempt: undefined })
      if (!silent) {
        trackEvent(context, { type: 'track', event: 'CONNECT_ERROR', properties: { message: named.message } })
        // A declined or failed connect returns to Connect, which shows the error; ConnectingExternal shows it itself.
        if (context.stores.router.getState().view !== 'ConnectingExternal') resetView(context, 'Connect')
      }
    }
    throw named
  }
}

/**
 * Connects an EIP-6963 wallet: asks for its accounts (`eth_requestAccounts`) and chain (`eth_chainId`) — through
 * the eip155 adapter when the app configured one — records the account, shows the Account view and starts
 * loading the native balance in the background. §4: the connection is recorded for its namespace, stored with
 * the recent wallets, and CONNECT_SUCCESS is tracked with method `browser`.
 * On failure the account returns to disconnected, the Connect view shows the error, and the error is thrown.
 *
 * @throws {ConnectorNotFoundError} when no wallet announced itself under `connectorId`.
 * @throws {UserRejectedRequestError} when the person declines in the wallet (4001).
 * @throws {WalletRequestError | ChainIdNotFoundError | NoAccountsReturnedError} when the wallet fails.
 * @throws {ConnectionSupersededError} when another connect started before the wallet answered.
 *
 * @example
 * const { address } = await connectInjected(context, { connectorId: 'io.portico.devwallet' })
 */
export async function connectInjected(
  context: CoreContext,
  { connectorId }: ConnectInjectedParameters,
): Promise<ConnectInjectedReturnType> {
  const connector = context.stores.connectors.getState().connectors.find(({ id }) => id === connectorId)
  if (!connector) throw new ConnectorNotFoundError({ connectorId })
  const result = await connectConnector(context, connector, { silent: false })
  // §4: a wallet on an unsupported network is shown UnsupportedChain instead of Account.
  if (context.stores.router.getState().view !== 'UnsupportedChain') resetView(context, 'Account')
  return result
}
