import type { AdapterConnector } from '../adapters/AdapterConnector.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { findAdapter } from '../connection/findAdapter.ts'
import type { Connector } from './types.ts'

/** Connectors the eip155 adapter reported, so EIP-6963 updates keep them and adapter updates replace them. */
const fromAdapter = new WeakSet<Connector>()

/**
 * Whether `connector` came from the adapter's list ({@link watchAdapterConnectors}).
 *
 * @example
 * const announcedOnly = connectors.filter((connector) => !isAdapterConnector(connector))
 */
export function isAdapterConnector(connector: Connector): boolean {
  return fromAdapter.has(connector)
}

function toConnector(
  connector: AdapterConnector,
  connectorImages: Readonly<Record<string, string>>,
): Connector {
  const rdns = connector.info?.rdns ?? connector.id
  const listed: Connector = {
    id: connector.id,
    name: connector.name,
    imageUrl: connectorImages[connector.id] ?? connectorImages[rdns] ?? connector.imageUrl,
    type: connector.type,
    chain: connector.chain,
    info: { rdns, uuid: connector.info?.uuid ?? connector.id },
    provider: connector.provider,
  }
  fromAdapter.add(listed)
  return listed
}

/**
 * When the eip155 adapter knows its own wallets (`watchConnectors`, e.g. wagmi's connectors), lists them in the
 * connectors store: merged by id with the wallets core discovered through EIP-6963, so each wallet appears once
 * (the adapter's entry wins: connecting it goes through the adapter's connector of that id). Connectors of other
 * kinds (WalletConnect, auth) are kept.
 *
 * @returns A function that stops watching.
 *
 * @example
 * const unwatch = watchAdapterConnectors(context)
 */
export function watchAdapterConnectors(context: CoreContext): () => void {
  const adapter = findAdapter(context, 'eip155')
  if (!adapter?.watchConnectors) return () => undefined
  const { connectors } = context.stores
  return adapter.watchConnectors((reported) => {
    const { connectorImages } = context.stores.options.getState()
    const listed = reported
      .filter((connector) => connector.chain === 'eip155')
      .map((connector) => toConnector(connector, connectorImages))
    const ids = new Set(listed.map(({ id }) => id))
    const kept = connectors
      .getState()
      .connectors.filter((connector) => !fromAdapter.has(connector) && !ids.has(connector.id))
    connectors.setState({ connectors: [...kept, ...listed] })
  })
}
