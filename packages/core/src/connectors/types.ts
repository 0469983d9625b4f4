import type { ChainNamespace } from '@portico/common'
import type { EIP1193Provider } from 'viem'

/** §3 Connector types; only `ANNOUNCED` (EIP-6963) is connected so far. */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'MULTI_CHAIN' | 'AUTH' | 'EXTERNAL'

/** A way to connect a wallet (§3 Connector). */
export interface Connector {
  /** Stable id; the wallet's rdns for announced wallets, e.g. `io.portico.devwallet`. */
  id: string
  /** Wallet name shown in the list. */
  name: string
  /** Wallet icon; a `data:` URI for announced wallets, so nothing is fetched from another host. */
  imageUrl: string
  /** How the connector reaches the wallet. */
  type: ConnectorType
  /** Namespace the connector serves. */
  chain: ChainNamespace
  /** EIP-6963 identity of an announced wallet. */
  info: { rdns: string; uuid: string }
  /** EIP-1193 provider requests are sent to. */
  provider: EIP1193Provider
}
