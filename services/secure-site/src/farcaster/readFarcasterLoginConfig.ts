import { getAddress, isAddress, type Address } from 'viem'
import { SecureSiteConfigError } from '../config/loadSecureSiteConfig.ts'

/** Farcaster's IdRegistry on Optimism, where custody addresses are read by default. */
export const OPTIMISM_ID_REGISTRY: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Where a Farcaster login goes: its auth relay, and the IdRegistry that says who holds each fid. */
export interface FarcasterLoginConfig {
  /** The FIP-11 auth relay, e.g. `https://relay.farcaster.xyz` or `services/farcaster-relay`. */
  relayUrl: string
  /** JSON-RPC of the chain the IdRegistry is on (Optimism for Farcaster; the devnet in development). */
  rpcUrl: string
  idRegistry: Address
}

function httpUrl(name: string, value: string): string {
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/$/, '')
  } catch {
    // answered below
  }
  throw new SecureSiteConfigError(`${name} must be an http(s) URL, got '${value}'`)
}

/**
 * Reads the Farcaster login settings (ADR 0022): `PORTICO_FARCASTER_RELAY_URL` switches it on;
 * `PORTICO_FARCASTER_RPC_URL` (default `https://mainnet.optimism.io`) and `PORTICO_FARCASTER_ID_REGISTRY`
 * (default Optimism's IdRegistry) say where custody addresses are read. Without the relay URL, undefined: the
 * login is off.
 *
 * @throws {SecureSiteConfigError} naming the variable that is wrong.
 * @example
 * readFarcasterLoginConfig({ PORTICO_FARCASTER_RELAY_URL: 'http://127.0.0.1:8792' })?.idRegistry // '0x00000000Fc6c…'
 */
export function readFarcasterLoginConfig(
  env: Record<string, string | undefined>,
): FarcasterLoginConfig | undefined {
  const relay = env.PORTICO_FARCASTER_RELAY_URL
  if (!relay) return undefined
  const registry = env.PORTICO_FARCASTER_ID_REGISTRY || OPTIMISM_ID_REGISTRY
  if (!isAddress(registry, { strict: false }))
    throw new SecureSiteConfigError(`PORTICO_FARCASTER_ID_REGISTRY must be an address, got '${registry}'`)
  return {
    relayUrl: httpUrl('PORTICO_FARCASTER_RELAY_URL', relay),
    rpcUrl: httpUrl(
      'PORTICO_FARCASTER_RPC_URL',
      env.PORTICO_FARCASTER_RPC_URL || 'https://mainnet.optimism.io',
    ),
    idRegistry: getAddress(registry),
  }
}
