import type { WalletConnectConnectorLoader } from '@portico/core'
import { createWalletConnectConnector } from './createWalletConnectConnector.ts'

/**
 * Core's {@link WalletConnectConnectorLoader}: builds the connector with the sign client's default storage.
 * Import it dynamically so the sign client is only fetched when someone connects remotely or a session is
 * restored.
 *
 * @example
 * createAppKitCore(options, {
 *   walletConnect: (config) => import('@portico/walletconnect').then((m) => m.loadWalletConnectConnector(config)),
 * })
 */
export const loadWalletConnectConnector: WalletConnectConnectorLoader = (config) =>
  createWalletConnectConnector(config)
