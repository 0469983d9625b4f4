import type { EIP6963ProviderDetail, Store as AnnouncedProviderStore } from 'mipd'
import type { CoreContext } from '../client/coreContext.ts'
import type { Connector } from './types.ts'
import { isAdapterConnector } from './watchAdapterConnectors.ts'

/** The part of mipd's EIP-6963 store that connector discovery needs; tests pass their own. */
export type AnnouncedProviderSource = Pick<AnnouncedProviderStore, 'subscribe'>

function toConnector(
  { info, provider }: EIP6963ProviderDetail,
  connectorImages: Readonly<Record<string, string>>,
): Connector {
  return {
    id: info.rdns,
    name: info.name,
    // AppKit's connectorImages replace a wallet's own icon, by rdns.
    imageUrl: connectorImages[info.rdns] ?? info.icon,
    type: 'ANNOUNCED',
    chain: 'eip155',
    info: { rdns: info.rdns, uuid: info.uuid },
    provider,
  }
}

/**
 * Keeps the connectors store equal to the wallets announced through EIP-6963. A wallet that announces again
 * under the same rdns (e.g. after its extension reloads) replaces its earlier entry; an app's `connectorImages`
 * entry for the rdns replaces the wallet's icon. With `enableEIP6963: false` nothing is watched.
 *
 * @returns A function that stops watching.
 *
 * @example
 * const unwatch = watchAnnouncedConnectors(context, createStore())
 */
export function watchAnnouncedConnectors(context: CoreContext, source: AnnouncedProviderSource): () => void {
  const { enableEIP6963, connectorImages } = context.stores.options.getState()
  if (!enableEIP6963) return () => undefined
  return source.subscribe(
    (details) => {
      const { connectors } = context.stores.connectors.getState()
      // A wallet the eip155 adapter lists (e.g. wagmi's EIP-6963 connector of the same rdns) is shown once.
      const listedByAdapter = new Set(connectors.filter(isAdapterConnector).map(({ id }) => id))
      const byId = new Map<string, Connector>()
      for (const detail of details) {
        if (!listedByAdapter.has(detail.info.rdns))
          byId.set(detail.info.rdns, toConnector(detail, connectorImages))
      }
      // Other kinds of connector (added by later features) and the adapter's are kept as they are.
      const others = connectors.filter((c) => c.type !== 'ANNOUNCED' || isAdapterConnector(c))
      context.stores.connectors.setState({ connectors: [...others, ...byId.values()] })
    },
    { emitImmediately: true },
  )
}
