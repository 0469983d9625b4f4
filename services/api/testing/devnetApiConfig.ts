import { fileURLToPath } from 'node:url'
import type { ApiChain } from '../src/config/apiChain.ts'
import { loadApiConfig, type ApiConfig } from '../src/config/loadApiConfig.ts'

/** The devnet's configuration file, which `npm start` and the test stacks pass to the API. */
export const devnetConfigPath = fileURLToPath(
  new URL('../../devnet/config/portico.config.json', import.meta.url),
)

/**
 * The API configuration of the devnet, read from its config file through the API's own loader (so a test
 * proves the file loads), with `env` for the environment overrides.
 *
 * @example
 * devnetApiConfig({ PORTICO_RPC_URLS: `eip155:31337=${devnet.rpcUrl}` }).chains
 */
export function devnetApiConfig(env: Record<string, string | undefined> = {}): ApiConfig {
  return loadApiConfig({ ...env, PORTICO_CONFIG: devnetConfigPath })
}

/**
 * The devnet chains (31337 and 31338) at their default RPC URLs, as the devnet config file describes them.
 *
 * @example
 * const chains = devnetApiChains().map((c) => ({ ...c, rpcUrl: devnet.rpcUrl }))
 */
export function devnetApiChains(): ApiChain[] {
  return devnetApiConfig().chains
}

/**
 * The devnet chain `chainId` at `rpcUrl` (a devnet started on a free port), with no fallback URL.
 *
 * @example
 * const chain = devnetApiChain(31337, devnet.rpcUrl)
 */
export function devnetApiChain(chainId: number, rpcUrl: string): ApiChain {
  const chain = devnetApiChains().find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`The devnet config has no chain ${chainId}`)
  return { ...chain, rpcUrl, fallbackRpcUrls: [] }
}
