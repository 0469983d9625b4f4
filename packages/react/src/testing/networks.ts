// The network the React package's tests configure.
import type { CaipNetwork } from '@portico/common'

export const devnet: CaipNetwork = {
  id: 31337,
  name: 'Portico Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
