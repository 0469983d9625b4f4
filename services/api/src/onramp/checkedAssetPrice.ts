import type { ChainClients } from '../chains/createChainClients.ts'
import type { OnrampConfig } from './onrampConfig.ts'
import type { SandboxAsset } from './sandboxOnrampProvider.ts'
import { readAveragedPoolPrice } from './timeAveragedPrice.ts'

/** Thrown when the sandbox will not price an asset now: its pool moved away from its average. */
export class OnrampPriceError extends Error {
  override name = 'OnrampPriceError'
}

/**
 * The USD price the sandbox sells `asset` at (the stablecoin is 1): the pool's spot price, but only while it is
 * within `maxPriceDeviationPercent` of the pool's time-weighted average over `priceWindowSeconds`, and never
 * below that average (a pool pushed down in a hurry does not make the treasury's coins cheap).
 *
 * @throws {OnrampPriceError} when the spot price is too far from the average.
 * @throws {PoolHistoryError} or an RPC error when the pool cannot be read.
 *
 * @example
 * const price = await checkedAssetPrice(clients, asset, config) // 3000
 */
export async function checkedAssetPrice(
  clients: ChainClients,
  asset: SandboxAsset,
  {
    maxPriceDeviationPercent,
    priceWindowSeconds,
  }: Pick<OnrampConfig, 'maxPriceDeviationPercent' | 'priceWindowSeconds'>,
): Promise<number> {
  const { pricing } = asset.chain
  if (!pricing) throw new Error(`${asset.chain.name} has no prices`)
  if (asset.address?.toLowerCase() === pricing.usdToken.address.toLowerCase()) return 1
  const client = clients.get(asset.chain.caipNetworkId)
  if (!client) throw new Error(`${asset.chain.name} has no RPC client`)
  const wrapped = { address: pricing.wrappedNative, name: asset.name, symbol: asset.symbol, decimals: 18 }
  const { spot, average } = await readAveragedPoolPrice(client, pricing, wrapped, priceWindowSeconds)
  if (
    !(spot > 0) ||
    !(average > 0) ||
    (Math.abs(spot - average) / average) * 100 > maxPriceDeviationPercent
  ) {
    throw new OnrampPriceError(
      `The price of ${asset.symbol} on ${asset.chain.name} is more than ${maxPriceDeviationPercent} % away from its average; try again later`,
    )
  }
  return Math.max(spot, average)
}
