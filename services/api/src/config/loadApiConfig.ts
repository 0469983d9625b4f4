import { resolve } from 'node:path'
import { loadNameZones } from '../names/nameZones.ts'
import { loadOnrampConfig, type OnrampConfig } from '../onramp/onrampConfig.ts'
import type { ApiChain } from './apiChain.ts'
import { ApiConfigError } from './apiConfigError.ts'
import { loadApiLimits, type ApiLimits } from './apiLimits.ts'
import { loadPublicUrl } from './publicUrl.ts'
import { readPorticoConfig } from './readPorticoConfig.ts'

export { ApiConfigError }

/** What the API process needs to run. */
export interface ApiConfig {
  /** The `portico.config.json` the chains came from (absolute path). */
  configPath: string
  host: string
  port: number
  chains: ApiChain[]
  /** Zones of Portico's own names (`names.portico.zones`, or PORTICO_NAME_ZONES). */
  nameZones: readonly string[]
  /** The sandbox on-ramp's switch, test chains, treasury, caps, floor and price checks (see onrampConfig.ts). */
  onramp: OnrampConfig
  /** Base of every link in a reply (PORTICO_API_PUBLIC_URL; unset: the listen address); never the Host header. */
  publicUrl?: string | undefined
  /** Proxies in front of the API whose X-Forwarded-For entry is believed (PORTICO_API_TRUSTED_PROXY_HOPS, default 0). */
  trustedProxyHops: number
  /** Rate limits, cache sizes and retention (see apiLimits.ts). */
  limits: ApiLimits
  /** Base URL ipfs:// NFT metadata and images are read through (`ipfsGateway`); unset: https://ipfs.io/ipfs/. */
  ipfsGateway?: string | undefined
}

/** Options of {@link loadApiConfig}. */
export interface LoadApiConfigOptions {
  /** The `--config` argument; wins over PORTICO_CONFIG. Relative to the working directory. */
  configPath?: string | undefined
}

/** What the API says when it is started without a configuration file. */
export const MISSING_CONFIG_MESSAGE =
  'The API needs a configuration file: set PORTICO_CONFIG (or pass --config) to the path of a ' +
  'portico.config.json that lists your chains by CAIP-2 id with their RPC URLs, native currency, Multicall3 ' +
  'and token list. docs/config-reference.md describes every field; services/devnet/config/portico.config.json ' +
  'is a working example for the local devnet.'

/**
 * Parses `eip155:31337=http://…,eip155:31338=http://…` into RPC URLs per chain; naming a chain more than once
 * gives it several URLs, in fallback order.
 *
 * @example
 * parseRpcUrls('eip155:1=https://a.example,eip155:1=https://b.example').get('eip155:1') // both, in order
 */
export function parseRpcUrls(value: string): Map<string, string[]> {
  const urls = new Map<string, string[]>()
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
    urls.set(caipNetworkId, [...(urls.get(caipNetworkId) ?? []), url])
  }
  return urls
}

function withRpcOverrides(chains: ApiChain[], env: Record<string, string | undefined>, file: string) {
  const overrides = parseRpcUrls(env.PORTICO_RPC_URLS ?? '')
  for (const caipNetworkId of overrides.keys()) {
    if (!chains.some((chain) => chain.caipNetworkId === caipNetworkId)) {
      throw new ApiConfigError(
        `PORTICO_RPC_URLS names ${caipNetworkId}, which this API does not serve: add it to the chains of ${file} or remove it`,
      )
    }
  }
  return chains.map((chain) => {
    const [rpcUrl, ...fallbackRpcUrls] = overrides.get(chain.caipNetworkId) ?? []
    return rpcUrl ? { ...chain, rpcUrl, fallbackRpcUrls } : chain
  })
}

/**
 * Reads the API's configuration: the chains, names and on-ramp from the `portico.config.json` named by
 * `--config` or `PORTICO_CONFIG` (docs/config-reference.md), then the environment: `PORTICO_API_HOST`
 * (default 127.0.0.1), `PORTICO_API_PORT` (default 8787), `PORTICO_RPC_URLS` to point configured chains at
 * other URLs, `PORTICO_API_PUBLIC_URL`, `PORTICO_API_TRUSTED_PROXY_HOPS`, `PORTICO_NAME_ZONES`, the
 * `PORTICO_ONRAMP_*` overrides and the limits of apiLimits.ts.
 *
 * @throws {ApiConfigError} without a config file ({@link MISSING_CONFIG_MESSAGE}), or naming the file, field
 *   or variable that is wrong and how to fix it.
 *
 * @example
 * loadApiConfig({ PORTICO_CONFIG: 'portico.config.json', PORTICO_RPC_URLS: 'eip155:8453=https://rpc.example' })
 */
export function loadApiConfig(
  env: Record<string, string | undefined> = process.env,
  { configPath }: LoadApiConfigOptions = {},
): ApiConfig {
  const given = configPath ?? env.PORTICO_CONFIG
  if (!given) throw new ApiConfigError(MISSING_CONFIG_MESSAGE)
  const file = readPorticoConfig(resolve(given), configPath ? '--config' : 'PORTICO_CONFIG')
  const port = Number(env.PORTICO_API_PORT ?? 8787)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ApiConfigError(`PORTICO_API_PORT must be a port number, got '${env.PORTICO_API_PORT}'`)
  }
  const hops = Number(env.PORTICO_API_TRUSTED_PROXY_HOPS ?? 0)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new ApiConfigError(
      `PORTICO_API_TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got '${env.PORTICO_API_TRUSTED_PROXY_HOPS}'`,
    )
  }
  const publicUrl = loadPublicUrl(env)
  return {
    configPath: file.path,
    host: env.PORTICO_API_HOST ?? '127.0.0.1',
    port,
    chains: withRpcOverrides(file.chains, env, file.path),
    nameZones: env.PORTICO_NAME_ZONES?.trim() ? loadNameZones(env) : file.nameZones,
    ...(publicUrl ? { publicUrl } : {}),
    trustedProxyHops: hops,
    limits: loadApiLimits(env),
    onramp: loadOnrampConfig(env, file.onramp),
    ...(file.ipfsGateway ? { ipfsGateway: file.ipfsGateway } : {}),
  }
}
