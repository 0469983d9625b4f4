import { devnetContracts, devnetTokens, porticoDevnet, porticoDevnetTwo } from '@portico/devnet/manifest'
import { loadOnrampConfig, type OnrampConfig } from '../onramp/onrampConfig.ts'
import type { ApiChain, ApiToken } from './apiChain.ts'
import { ApiConfigError } from './apiConfigError.ts'
import { loadApiLimits, type ApiLimits } from './apiLimits.ts'
import { loadPublicUrl } from './publicUrl.ts'

export { ApiConfigError }

/** What the API process needs to run. */
export interface ApiConfig {
  host: string
  port: number
  chains: ApiChain[]
  /** Private key of the sandbox on-ramp's treasury (PORTICO_ONRAMP_TREASURY_KEY); default the devnet deployer. */
  onrampTreasuryKey?: `0x${string}` | undefined
  /** The sandbox on-ramp's switch, test chains, caps, floor and price checks (see onrampConfig.ts). */
  onramp: OnrampConfig
  /** Base of every link in a reply (PORTICO_API_PUBLIC_URL; unset: the listen address); never the Host header. */
  publicUrl?: string | undefined
  /** Proxies in front of the API whose X-Forwarded-For entry is believed (PORTICO_API_TRUSTED_PROXY_HOPS, default 0). */
  trustedProxyHops: number
  /** Rate limits, cache sizes and retention (see apiLimits.ts). */
  limits: ApiLimits
}

function token(symbol: string): ApiToken {
  const found = devnetTokens.find((t) => t.symbol === symbol)
  if (!found) throw new ApiConfigError(`The devnet manifest has no token '${symbol}'`)
  return { address: found.address, name: found.name, symbol: found.symbol, decimals: found.decimals }
}

/** The two devnet chains with their fixtures, read at their default RPC URLs. */
export function devnetApiChains(): ApiChain[] {
  const usdToken = token('PUSD')
  return [porticoDevnet, porticoDevnetTwo].map((network) => ({
    caipNetworkId: `eip155:${Number(network.id)}`,
    chainId: Number(network.id),
    name: network.name,
    rpcUrl: network.rpcUrls.default.http[0] ?? '',
    nativeCurrency: network.nativeCurrency,
    multicall3: devnetContracts.multicall3,
    tokens: devnetTokens.map((t) => token(t.symbol)),
    pricing: {
      uniswapV2Factory: devnetContracts.uniswapV2Factory,
      usdToken,
      wrappedNative: devnetContracts.weth9,
    },
  }))
}

/** Parses `eip155:31337=http://…,eip155:31338=http://…` into a map of RPC URLs. */
export function parseRpcUrls(value: string): Map<string, string> {
  const urls = new Map<string, string>()
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf('=')
    const caipNetworkId = entry.slice(0, separator)
    const url = entry.slice(separator + 1)
    if (separator < 0 || !/^eip155:\d+$/.test(caipNetworkId) || !/^https?:\/\/\S+$/.test(url)) {
      throw new ApiConfigError(
        `PORTICO_RPC_URLS entry '${entry}' must look like eip155:31337=http://127.0.0.1:8545`,
      )
    }
    urls.set(caipNetworkId, url)
  }
  return urls
}

/**
 * Reads the API's configuration from the environment: `PORTICO_API_HOST` (default 127.0.0.1),
 * `PORTICO_API_PORT` (default 8787), `PORTICO_RPC_URLS` to point the devnet chains elsewhere,
 * `PORTICO_API_PUBLIC_URL`, `PORTICO_API_TRUSTED_PROXY_HOPS` and the limits of apiLimits.ts.
 *
 * @example
 * loadApiConfig({ PORTICO_API_PORT: '9000', PORTICO_RPC_URLS: 'eip155:31337=http://127.0.0.1:18545' })
 */
export function loadApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const port = Number(env.PORTICO_API_PORT ?? 8787)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ApiConfigError(`PORTICO_API_PORT must be a port number, got '${env.PORTICO_API_PORT}'`)
  }
  const rpcUrls = parseRpcUrls(env.PORTICO_RPC_URLS ?? '')
  const chains = devnetApiChains().map((chain) => ({
    ...chain,
    rpcUrl: rpcUrls.get(chain.caipNetworkId) ?? chain.rpcUrl,
  }))
  for (const caipNetworkId of rpcUrls.keys()) {
    if (!chains.some((chain) => chain.caipNetworkId === caipNetworkId)) {
      throw new ApiConfigError(`PORTICO_RPC_URLS names ${caipNetworkId}, which this API does not serve`)
    }
  }
  const treasuryKey = env.PORTICO_ONRAMP_TREASURY_KEY
  if (treasuryKey !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(treasuryKey)) {
    throw new ApiConfigError('PORTICO_ONRAMP_TREASURY_KEY must be a 0x-prefixed 32-byte private key')
  }
  const hops = Number(env.PORTICO_API_TRUSTED_PROXY_HOPS ?? 0)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new ApiConfigError(
      `PORTICO_API_TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got '${env.PORTICO_API_TRUSTED_PROXY_HOPS}'`,
    )
  }
  const publicUrl = loadPublicUrl(env)
  return {
    host: env.PORTICO_API_HOST ?? '127.0.0.1',
    port,
    chains,
    ...(publicUrl ? { publicUrl } : {}),
    trustedProxyHops: hops,
    limits: loadApiLimits(env),
    onramp: loadOnrampConfig(env),
    ...(treasuryKey ? { onrampTreasuryKey: treasuryKey as `0x${string}` } : {}),
  }
}
