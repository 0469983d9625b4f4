import { devnetContracts, devnetTokens, porticoDevnet, porticoDevnetTwo } from '@portico/devnet/manifest'
import { loadOnrampConfig, type OnrampConfig } from '../onramp/onrampConfig.ts'
import type { ApiChain, ApiToken } from './apiChain.ts'

/** What the API process needs to run. */
export interface ApiConfig {
  host: string
  port: number
  chains: ApiChain[]
  /** Private key of the sandbox on-ramp's treasury (PORTICO_ONRAMP_TREASURY_KEY); default the devnet deployer. */
  onrampTreasuryKey?: `0x${string}` | undefined
  /** The sandbox on-ramp's switch, test chains, caps, floor and price checks (see onrampConfig.ts). */
  onramp: OnrampConfig
}

/** Thrown when the environment cannot be turned into a working configuration. */
export class ApiConfigError extends Error {
  override name = 'ApiConfigError'
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
 * `PORTICO_API_PORT` (default 8787) and `PORTICO_RPC_URLS` to point the devnet chains elsewhere.
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
  return {
    host: env.PORTICO_API_HOST ?? '127.0.0.1',
    port,
    chains,
    onramp: loadOnrampConfig(env),
    ...(treasuryKey ? { onrampTreasuryKey: treasuryKey as `0x${string}` } : {}),
  }
}
