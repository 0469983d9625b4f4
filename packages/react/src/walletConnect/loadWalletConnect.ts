import type { WalletConnectConnectorLoader } from '@portico/core'

/**
 * Fetches `@portico/walletconnect` (the sign client) only when someone connects a remote wallet or a session of
 * an earlier visit is restored, so the host page never loads it up front.
 *
 * @example
 * createAppKitCore(options, { walletConnect: loadWalletConnect })
 */
export const loadWalletConnect: WalletConnectConnectorLoader = (config) =>
  import('@portico/walletconnect').then(({ loadWalletConnectConnector }) =>
    loadWalletConnectConnector(config),
  )
