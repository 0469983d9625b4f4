// Connectors and EIP-6963 announcements for unit tests.
import type { EIP6963ProviderDetail } from 'mipd'
import type { EIP1193Provider } from 'viem'
import type { CoreContext } from '../client/coreContext.ts'
import type { Connector } from '../connectors/types.ts'

export const DEV_WALLET_RDNS = 'io.portico.devwallet'

export function providerDetail(
  provider: EIP1193Provider,
  rdns = DEV_WALLET_RDNS,
  uuid = `${rdns}-1`,
): EIP6963ProviderDetail {
  return { info: { rdns, uuid, name: 'Portico Dev Wallet', icon: 'data:image/svg+xml,<svg/>' }, provider }
}

export function addAnnouncedConnector(
  context: CoreContext,
  provider: EIP1193Provider,
  rdns = DEV_WALLET_RDNS,
): Connector {
  const connector: Connector = {
    id: rdns,
    name: 'Portico Dev Wallet',
    imageUrl: 'data:image/svg+xml,<svg/>',
    type: 'ANNOUNCED',
    chain: 'eip155',
    info: { rdns, uuid: `${rdns}-1` },
    provider,
  }
  const { connectors } = context.stores.connectors.getState()
  context.stores.connectors.setState({ connectors: [...connectors, connector] })
  return connector
}
