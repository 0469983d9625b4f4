import type { CaipNetwork } from '@portico/common'

/**
 * The HTTP RPC URL the app configured for EVM chain `chainId` (`rpcUrls.default.http[0]`), or `undefined`.
 *
 * @example
 * findChainRpcUrl([porticoDevnet], 31337) // 'http://127.0.0.1:8545'
 */
export function findChainRpcUrl(networks: readonly CaipNetwork[], chainId: number): string | undefined {
  const network = networks.find(
    (candidate) => candidate.chainNamespace === 'eip155' && Number(candidate.id) === chainId,
  )
  return network?.rpcUrls.default.http[0]
}
