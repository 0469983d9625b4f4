// Test fixture: our relay in-process on a free port, the test wallet on it, and a factory of dapp connectors.
import type { CaipNetwork } from '@portico/common'
import type { RemoteWalletSession } from '@portico/core'
import { createMemoryMailbox, createRelayServer, type RelayServer } from '@portico/relay'
import {
  createWalletConnectConnector,
  type PorticoWalletConnectConnector,
} from '../src/createWalletConnectConnector.ts'
import type { WalletConnectStorage } from '../src/initSignClient.ts'
import { createMemoryKeyValueStorage } from '@portico/relay/testing'
import { startTestWallet, type TestWallet } from './startTestWallet.ts'

/** Metadata of the dapp under test. */
export const DAPP_METADATA = {
  name: 'Portico Test Dapp',
  description: 'The dapp side of the connector tests',
  url: 'http://127.0.0.1:5173',
  icons: [],
}

/** What {@link startConnectorWorld} starts. */
export interface ConnectorWorld {
  relay: RelayServer
  wallet: TestWallet
  /** A dapp connector on the relay; give the same `storage` twice to act out a page reload. */
  createConnector(storage?: WalletConnectStorage): Promise<PorticoWalletConnectConnector>
  /** Connects `connector`: the wallet pairs with the reported URI and answers the proposal. */
  connectWallet(connector: PorticoWalletConnectConnector, signal?: AbortSignal): Promise<RemoteWalletSession>
  /** Closes every connector, the wallet and the relay. */
  close(): Promise<void>
}

/**
 * Starts the relay (port 0), the test wallet, and hands out dapp connectors for `networks`.
 *
 * @example
 * const world = await startConnectorWorld([networkOne, networkTwo])
 * const session = await world.connectWallet(await world.createConnector())
 */
export async function startConnectorWorld(networks: readonly CaipNetwork[]): Promise<ConnectorWorld> {
  // Every sign client gets its own core: the core is otherwise shared per storage prefix on globalThis, which
  // would make a "reloaded" connector reuse the closed one's (a page reload starts from a fresh globalThis).
  process.env.DISABLE_GLOBAL_CORE = 'true'
  const relay = await createRelayServer({ port: 0, mailbox: createMemoryMailbox() })
  const wallet = await startTestWallet(relay.url)
  const connectors: PorticoWalletConnectConnector[] = []
  return {
    relay,
    wallet,
    async createConnector(storage = createMemoryKeyValueStorage()) {
      const connector = await createWalletConnectConnector({
        projectId: 'portico-test',
        relayUrl: relay.url,
        metadata: DAPP_METADATA,
        networks,
        storage,
        logger: 'silent',
      })
      connectors.push(connector)
      return connector
    },
    connectWallet: (connector, signal) =>
      connector.connect({ networks, signal, onPairing: ({ uri }) => void wallet.pair(uri) }),
    async close() {
      await Promise.all(connectors.map((connector) => connector.close()))
      await wallet.close()
      await relay.close()
    },
  }
}
