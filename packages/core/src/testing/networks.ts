// Networks used by core's unit tests.
import type { CaipNetwork } from '@portico/common'

export const devnet: CaipNetwork = {
  id: 31337,
  name: 'Portico Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

export const devnetTwo: CaipNetwork = {
  id: 31338,
  name: 'Portico Devnet Two',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31338',
  nativeCurrency: { name: 'Portico Gas', symbol: 'PGAS', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
}

export const testnet: CaipNetwork = {
  id: 11155111,
  name: 'Sepolia',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:11155111',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
  testnet: true,
}
