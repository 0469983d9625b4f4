import {
  ConnectionSupersededError,
  ConnectorNotFoundError,
  NoAccountsReturnedError,
  PorticoError,
  type CaipAddress,
} from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import { resetView } from '../router/resetView.ts'
import { setConnectedConnector } from '../storage/connectedNamespaces.ts'
import { applyWalletAccount } from './applyWalletAccount.ts'
import { disconnect } from './disconnect.ts'
import { parseChainId } from './parseChainId.ts'
import { toWalletError } from './toWalletError.ts'
import { watchProviderEvents } from './watchProviderEvents.ts'

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

/**
 * Connects an EIP-6963 wallet: asks for its accounts (`eth_requestAccounts`) and chain (`eth_chainId`),
 * records the account, shows the Account view and starts loading the native balance in the background.
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
  const { connectors, connection, account } = context.stores
  const connector = connectors.getState().connectors.find((candidate) => candidate.id === connectorId)
  if (!connector) throw new ConnectorNotFoundError({ connectorId })
  if (connection.getState().provider) await disconnect(context)

  const attempt = Symbol(connectorId)
  connection.setState({ connectorId, error: undefined, attempt })
  account.setState({ status: 'connecting' })
  const isCurrent = () => connection.getState().attempt === attempt

  try {
    const { provider } = connector
    const accounts = await provider
      .request({ method: 'eth_requestAccounts' })
      .catch((error: unknown) => Promise.reject(toWalletError('eth_requestAccounts', error)))
    const chainIdValue = await provider
      .request({ method: 'eth_chainId' })
      .catch((error: unknown) => Promise.reject(toWalletError('eth_chainId', error)))
    const chainId = parseChainId(chainIdValue)
    const [address] = accounts
    if (!address) throw new NoAccountsReturnedError()
    if (!isCurrent()) throw new ConnectionSupersededError({ connectorId })

    const applied = applyWalletAccount(context, { address, chainId })
    connection.setState({
      provider,
      stopWatching: watchProviderEvents(context, provider),
      attempt: undefined,
    })
    // §3: the connected connector id is stored per namespace.
    setConnectedConnector(context.storage, { namespace: 'eip155', connectorId })
    resetView(context, 'Account')
    return { ...applied, chainId }
  } catch (error) {
    const named = error instanceof PorticoError ? error : toWalletError('eth_requestAccounts', error)
    if (isCurrent()) {
      account.setState({ status: 'disconnected' })
      connection.setState({ error: named, attempt: undefined })
      resetView(context, 'Connect') // a declined or failed connect returns to Connect, which shows the error
    }
    throw named
  }
}
