import type { CaipNetwork } from '@portico/common'
import type { ResolvedAppKitOptions } from '../options/types.ts'

/**
 * The image to show for a network: the app's `chainImages` entry for its chain id (`1`) or CAIP-2 id
 * (`eip155:1`), else the network's own `assets.imageUrl`; `undefined` when there is none (the UI draws the
 * network's initials).
 *
 * @example
 * networkImageUrl(core.stores.options.getState(), mainnet) // 'https://my.images.com/eth.png'
 */
export function networkImageUrl(
  { chainImages }: Pick<ResolvedAppKitOptions, 'chainImages'>,
  network: Pick<CaipNetwork, 'id' | 'caipNetworkId' | 'assets'>,
): string | undefined {
  return chainImages[String(network.id)] ?? chainImages[network.caipNetworkId] ?? network.assets?.imageUrl
}
