import { createAppKit } from '@portico/react'
import { porticoDevnet, porticoDevnetTwo, withRpcUrl } from '@portico/devnet/manifest'

const env = import.meta.env

// The host app's whole integration: one call, as with AppKit.
export const appKit = createAppKit({
  projectId: env.VITE_PORTICO_PROJECT_ID ?? 'portico-demo',
  networks: [
    withRpcUrl(porticoDevnet, env.VITE_PORTICO_RPC_31337 ?? porticoDevnet.rpcUrls.default.http[0]!),
    withRpcUrl(porticoDevnetTwo, env.VITE_PORTICO_RPC_31338 ?? porticoDevnetTwo.rpcUrls.default.http[0]!),
  ],
  metadata: {
    name: 'Portico Demo',
    description: 'Every Portico feature against a local devnet',
    url: location.origin,
    icons: [],
  },
  endpoints: {
    api: env.VITE_PORTICO_API_URL ?? 'http://127.0.0.1:8787',
    relay: env.VITE_PORTICO_RELAY_URL ?? 'ws://127.0.0.1:8788',
    secureSite: env.VITE_PORTICO_SECURE_SITE_URL ?? 'http://127.0.0.1:8789',
  },
  // Email and social logins run through the embedded wallet's secure site (Farcaster has no login there).
  features: { email: true, socials: ['google', 'github', 'x', 'discord', 'apple', 'facebook'] },
})
