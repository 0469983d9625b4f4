import { createAppKit, type CaipNetwork } from '@portico/react'
import { porticoDevnet, porticoDevnetTwo, withRpcUrl } from '@portico/devnet/manifest'
import { loadDemoAdapter, type DemoAdapterChoice } from './demoAdapter.ts'
import { demoSignInOption, parseDemoSiwx } from './demoSiwx.ts'

const env = import.meta.env

/**
 * The host app's whole integration: one call, as with AppKit — with the adapter `?adapter=` chose (loaded on
 * demand), or none, so core's built-in EIP-6963 connection serves the devnet.
 *
 * @example
 * const appKit = await createDemoAppKit(parseDemoAdapter(location.search))
 */
export async function createDemoAppKit(choice: DemoAdapterChoice) {
  const projectId = env.VITE_PORTICO_PROJECT_ID ?? 'portico-demo'
  const networks: [CaipNetwork, ...CaipNetwork[]] = [
    withRpcUrl(porticoDevnet, env.VITE_PORTICO_RPC_31337 ?? porticoDevnet.rpcUrls.default.http[0]!),
    withRpcUrl(porticoDevnetTwo, env.VITE_PORTICO_RPC_31338 ?? porticoDevnetTwo.rpcUrls.default.http[0]!),
  ]
  const adapter =
    choice.kind === 'adapter' ? await loadDemoAdapter(choice.name, networks, projectId) : undefined
  // `?siwx=optional|required|siwe` asks the connected account to sign in (createDefaultSiwx, verified on the
  // devnet; `siwe` hands it over as AppKit's siweConfig).
  const signIn = demoSignInOption(parseDemoSiwx(location.search), networks)
  // `?featured=<id>,<id>` lists those registry wallets first, as a host app's featuredWalletIds does.
  const featuredWalletIds = new URLSearchParams(location.search).get('featured')?.split(',') ?? []
  return createAppKit({
    projectId,
    networks,
    ...(adapter && { adapters: [adapter] }),
    ...signIn,
    ...(featuredWalletIds.length > 0 && { featuredWalletIds }),
    // AppKit's customWallets: the stack's web wallet, listed with its own links (it pairs over WalletConnect).
    ...(env.VITE_PORTICO_WALLET_URL && { customWallets: [webWalletListing(env.VITE_PORTICO_WALLET_URL)] }),
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
    // Email and social logins run through the embedded wallet's secure site; `?farcaster=on` adds Sign In With
    // Farcaster, which the stack's secure site offers through its Farcaster relay (ADR 0022).
    // `?history=off` switches the activity off (features.history), as a host app may.
    features: {
      email: true,
      socials: [
        ...(new URLSearchParams(location.search).get('farcaster') === 'on' ? (['farcaster'] as const) : []),
        ...(['google', 'github', 'x', 'discord', 'apple', 'facebook'] as const),
      ],
      history: new URLSearchParams(location.search).get('history') !== 'off',
    },
  })
}

/** The Portico web wallet as a custom wallet: its web app link opens it with the pairing URI. */
function webWalletListing(url: string) {
  return {
    id: 'portico-web-wallet',
    name: 'Portico Web Wallet',
    homepage: url,
    image_url: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3b5bdb"/><path d="M11 14h18v12H11z" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="24" cy="20" r="2" fill="#fff"/></svg>',
    )}`,
    webapp_link: url,
  }
}
