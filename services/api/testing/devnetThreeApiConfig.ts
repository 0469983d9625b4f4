import { fileURLToPath } from 'node:url'
import type { ApiChain } from '../src/config/apiChain.ts'
import { loadApiConfig, type ApiConfig } from '../src/config/loadApiConfig.ts'

/** Chain 31339's configuration file: its own deployment (Uniswap V3, Chainlink-style feeds), nothing shared. */
export const devnetThreeConfigPath = fileURLToPath(
  new URL('../../devnet/config/devnet-three.portico.config.json', import.meta.url),
)

/**
 * The API configuration of devnet chain 31339, read from its config file through the API's own loader.
 *
 * @example
 * devnetThreeApiConfig().chains[0].swapVenues[0].type // 'uniswap-v3'
 */
export function devnetThreeApiConfig(env: Record<string, string | undefined> = {}): ApiConfig {
  return loadApiConfig({ ...env, PORTICO_CONFIG: devnetThreeConfigPath })
}

/**
 * Chain 31339 at `rpcUrl` (a devnet started on a free port), with no fallback URL.
 *
 * @example
 * const chain = devnetThreeApiChain(devnet.rpcUrl)
 */
export function devnetThreeApiChain(rpcUrl: string): ApiChain {
  const [chain] = devnetThreeApiConfig().chains
  if (!chain) throw new Error('The devnet-three config has no chain')
  return { ...chain, rpcUrl, fallbackRpcUrls: [] }
}
