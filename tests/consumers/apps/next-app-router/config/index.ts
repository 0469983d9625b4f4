import type { CaipNetwork } from '@portico/react'

// Written by tests/consumers/createConsumerApp.ts into .env.production before `next build`.
export const projectId = process.env.NEXT_PUBLIC_PORTICO_PROJECT_ID ?? ''
export const appUrl = process.env.NEXT_PUBLIC_APP_URL ?? ''
export const endpoints = {
  api: process.env.NEXT_PUBLIC_PORTICO_API_URL ?? '',
  relay: process.env.NEXT_PUBLIC_PORTICO_RELAY_URL ?? '',
  secureSite: process.env.NEXT_PUBLIC_PORTICO_SECURE_SITE_URL ?? '',
}

const devnet = (id: 31337 | 31338, name: string, rpcUrl = ''): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})

export const networks: [CaipNetwork, ...CaipNetwork[]] = [
  devnet(31337, 'Portico Devnet', process.env.NEXT_PUBLIC_PORTICO_RPC_31337),
  devnet(31338, 'Portico Devnet Two', process.env.NEXT_PUBLIC_PORTICO_RPC_31338),
]
