import type { DevnetChainId } from '@portico/devnet/manifest'

/** Where the web wallet finds the relay and the devnet, and the project id it dials the relay with. */
export interface WebWalletConfig {
  /** WebSocket URL of the WalletConnect relay, e.g. `ws://127.0.0.1:8788`. */
  relayUrl: string
  /** Project id sent to the relay. */
  projectId: string
  /** HTTP JSON-RPC URL of each devnet chain. */
  rpcUrls: Readonly<Record<DevnetChainId, string>>
}

/** The `VITE_PORTICO_*` variables the page reads; any of them may be missing. */
export type WebWalletEnv = Partial<Record<string, string | boolean | undefined>>

const defaults = {
  relayUrl: 'ws://127.0.0.1:8788',
  projectId: 'portico-demo',
  rpc31337: 'http://127.0.0.1:8545',
  rpc31338: 'http://127.0.0.1:8546',
} as const

const textOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback

/**
 * Reads the web wallet's settings from Vite's env, falling back to the local defaults `npm start` uses.
 *
 * @example
 * readWebWalletConfig(import.meta.env).relayUrl // 'ws://127.0.0.1:8788' unless VITE_PORTICO_RELAY_URL is set
 */
export function readWebWalletConfig(env: WebWalletEnv): WebWalletConfig {
  return {
    relayUrl: textOr(env.VITE_PORTICO_RELAY_URL, defaults.relayUrl),
    projectId: textOr(env.VITE_PORTICO_PROJECT_ID, defaults.projectId),
    rpcUrls: {
      31337: textOr(env.VITE_PORTICO_RPC_31337, defaults.rpc31337),
      31338: textOr(env.VITE_PORTICO_RPC_31338, defaults.rpc31338),
    },
  }
}
