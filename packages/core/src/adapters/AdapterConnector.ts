import type { Connector } from '../connectors/types.ts'

/**
 * A connector as a {@link ChainAdapter} sees it (§3 Connector): the core {@link Connector} with its EIP-6963
 * identity made optional (a WalletConnect or auth connector has none) and the wallet's registry id added.
 * Every announced core `Connector` is an `AdapterConnector` as it is.
 *
 * @example
 * const connector: AdapterConnector = {
 *   id: 'io.portico.devwallet', name: 'Portico Dev Wallet', imageUrl: 'data:image/svg+xml,…',
 *   type: 'INJECTED', chain: 'eip155', info: { rdns: 'io.portico.devwallet' }, provider: window.ethereum,
 * }
 */
export interface AdapterConnector extends Omit<Connector, 'info'> {
  /** Id of the wallet in the wallet registry (§7 Wallet API), when it is listed there. */
  explorerId?: string
  /** EIP-6963 identity, for wallets that announce themselves. */
  info?: { rdns?: string; uuid?: string }
}
