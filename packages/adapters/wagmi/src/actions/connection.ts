import { ConnectorNotFoundError, DisconnectFailedError, NoAccountsReturnedError } from '@portico/common'
import {
  toWalletError,
  type AdapterConnection,
  type AdapterConnectParameters,
  type AdapterConnectReturnType,
} from '@portico/core'
import {
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  injected,
  reconnect as wagmiReconnect,
} from '@wagmi/core'
import type { Connector } from '@wagmi/core'
import { toAdapterConnection } from '../bridge/watchWagmiState.ts'
import { currentConnection, type WagmiSession } from '../session.ts'

/** Id of the wagmi connector made for a wallet core found but wagmi did not list. */
const EXTERNAL_CONNECTOR_ID = 'portico.external'

function findConnector(session: WagmiSession, parameters: AdapterConnectParameters): Connector {
  const { config, bindings } = session
  const { provider } = parameters
  const id = parameters.connectorId ?? EXTERNAL_CONNECTOR_ID
  // WalletConnect or the embedded wallet: core made the session and hands over its provider.
  const binding = bindings.get(id)
  if (binding && provider) binding.provider = provider
  const known = config.connectors.find((connector) => connector.id === id)
  if (known && id !== EXTERNAL_CONNECTOR_ID) return known
  if (!provider) throw new ConnectorNotFoundError({ connectorId: id })
  // A wallet core discovered that wagmi does not list (e.g. EIP-6963 discovery off in wagmi): wagmi gets an
  // injected connector for exactly that provider, under core's id.
  const added = config._internal.connectors.setup(
    injected({ target: { id, name: id, provider: provider as never } }),
  )
  config._internal.connectors.setState((connectors) => [
    ...connectors.filter((connector) => connector.id !== id),
    added,
  ])
  return added
}

/**
 * Connects through wagmi (`connect` with the wagmi connector of `connectorId`), so wagmi's hooks report the
 * connection the modal made. Portico's own connectors (WalletConnect, embedded wallet) are first bound to the
 * provider core hands over. Connecting the wallet wagmi is already connected to just reports it.
 *
 * @throws {ConnectorNotFoundError} when no connector has that id and no provider is given.
 * @throws {UserRejectedRequestError} when the person declines (4001); other wallet failures are named by code.
 *
 * @example
 * const { address } = await connect(session, { connectorId: 'io.portico.devwallet', provider })
 */
export async function connect(
  session: WagmiSession,
  parameters: AdapterConnectParameters,
): Promise<AdapterConnectReturnType> {
  const { config } = session
  const connector = findConnector(session, parameters)
  const chainId = parameters.chainId === undefined ? undefined : Number(parameters.chainId)
  const current = currentConnection(config)
  if (current?.connector.uid !== connector.uid) {
    session.own.connects++
    try {
      await wagmiConnect(config, { connector, ...(chainId === undefined ? {} : { chainId }) })
    } catch (error) {
      throw toWalletError('eth_requestAccounts', error)
    } finally {
      session.own.connects--
    }
  }
  const connected = currentConnection(config)
  if (!connected) throw new NoAccountsReturnedError()
  return { address: connected.address, chainId: connected.chainId, accounts: connected.accounts }
}

/**
 * Disconnects wagmi's current connection (wagmi's `disconnect`); nothing happens when wagmi is not connected.
 *
 * @throws {DisconnectFailedError} when the connector fails (§8 'Failed to disconnect').
 *
 * @example
 * await disconnect(session)
 */
export async function disconnect(session: WagmiSession): Promise<void> {
  const current = currentConnection(session.config)
  if (!current) return
  session.own.disconnects++
  try {
    await wagmiDisconnect(session.config, { connector: current.connector })
  } catch (error) {
    throw new DisconnectFailedError({ cause: error })
  } finally {
    session.own.disconnects--
  }
}

function whenSettled(session: WagmiSession): Promise<void> {
  const busy = () => ['connecting', 'reconnecting'].includes(session.config.state.status)
  if (!busy()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = session.config.subscribe(
      (state) => state.status,
      () => {
        if (busy()) return
        stop()
        resolve()
      },
    )
  })
}

/**
 * Restores the last visit's connection through wagmi's own `reconnect` (the connectors wagmi stored, silently),
 * or waits for the one `WagmiProvider` started. Portico's own connectors are not authorised until core restores
 * their sessions, so wagmi skips them.
 *
 * @returns core's view of the restored connection, if any.
 *
 * @example
 * const restored = await reconnect(session)
 */
export async function reconnect(session: WagmiSession): Promise<AdapterConnection | undefined> {
  const { config } = session
  if (config.state.status === 'disconnected') await wagmiReconnect(config)
  await whenSettled(session)
  const current = currentConnection(config)
  return current && toAdapterConnection(current, true)
}
