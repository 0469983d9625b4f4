import type { CaipNetwork } from '../network.ts'
import { bitcoin, bitcoinTestnet } from './bitcoin.ts'
import {
  arbitrum,
  aurora,
  avalanche,
  base,
  baseSepolia,
  bsc,
  bscTestnet,
  celo,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
  zksync,
} from './evm.ts'
import { solana, solanaDevnet, solanaTestnet } from './solana.ts'

/**
 * §3 "Chains listed": every public network Portico describes. The local devnet chains live in
 * services/devnet and are not here.
 *
 * @example
 * knownNetworks.filter((network) => !network.testnet).map((network) => network.name)
 */
export const knownNetworks: readonly CaipNetwork[] = Object.freeze([
  mainnet,
  optimism,
  arbitrum,
  polygon,
  celo,
  aurora,
  bsc,
  bscTestnet,
  avalanche,
  zksync,
  gnosis,
  base,
  baseSepolia,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
])

/**
 * The known network with this CAIP-2 id, or `undefined`.
 *
 * @param networks - Where to look; defaults to {@link knownNetworks} (pass the app's configured list to
 * include its own chains).
 *
 * @example
 * findNetworkByCaipId('eip155:8453')?.name // 'Base'
 * findNetworkByCaipId('eip155:31337') // undefined
 */
export function findNetworkByCaipId(
  caipNetworkId: string,
  networks: readonly CaipNetwork[] = knownNetworks,
): CaipNetwork | undefined {
  return networks.find((network) => network.caipNetworkId === caipNetworkId)
}
