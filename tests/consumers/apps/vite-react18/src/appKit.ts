// A React 18 app that configures Portico in its own module, without an adapter: core's built-in EIP-6963
// connection serves its EVM networks.
import { createAppKit, type CaipNetwork } from '@portico/react'

const env = import.meta.env

const devnet = (id: 31337 | 31338, name: string, rpcUrl: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})

export const appKit = createAppKit({
  projectId: env.VITE_PORTICO_PROJECT_ID,
  networks: [
    devnet(31337, 'Portico Devnet', env.VITE_PORTICO_RPC_31337),
    devnet(31338, 'Portico Devnet Two', env.VITE_PORTICO_RPC_31338),
  ],
  metadata: {
    name: 'Vite + React 18 consumer',
    description: 'Portico on React 18',
    url: window.location.origin,
    icons: [],
  },
  endpoints: {
    api: env.VITE_PORTICO_API_URL,
    relay: env.VITE_PORTICO_RELAY_URL,
    secureSite: env.VITE_PORTICO_SECURE_SITE_URL,
  },
})
