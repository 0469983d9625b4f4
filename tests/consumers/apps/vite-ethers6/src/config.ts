// AppKit's ethers quick start, with only the import paths changed: `@reown/appkit/react` → `@portico/react`,
// `@reown/appkit-adapter-ethers` → `@portico/adapter-ethers`. The networks are the app's own (the local
// devnet's two chains, as AppKit's custom-networks guide defines them), and `endpoints` points at the
// self-hosted api, relay and secure site.
import { createAppKit, type CaipNetwork } from '@portico/react'
import { EthersAdapter } from '@portico/adapter-ethers'

const env = import.meta.env

// 1. Your project id (a self-hosted Portico api serves it)
const projectId = env.VITE_PORTICO_PROJECT_ID

// 2. The networks
const porticoDevnet = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.VITE_PORTICO_RPC_31337] } },
} as const satisfies CaipNetwork
const porticoDevnetTwo = {
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Portico Devnet Two',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.VITE_PORTICO_RPC_31338] } },
} as const satisfies CaipNetwork
const networks: [CaipNetwork, ...CaipNetwork[]] = [porticoDevnet, porticoDevnetTwo]

// 3. Create the modal
createAppKit({
  adapters: [new EthersAdapter()],
  networks,
  projectId,
  metadata: {
    name: 'Vite + ethers 6 consumer',
    description: 'An existing ethers 6 app on Portico',
    url: window.location.origin, // origin must match your domain & subdomain
    icons: [],
  },
  endpoints: {
    api: env.VITE_PORTICO_API_URL,
    relay: env.VITE_PORTICO_RELAY_URL,
    secureSite: env.VITE_PORTICO_SECURE_SITE_URL,
  },
})
