import type { PublicClient } from 'viem'

/** Gas prices in wei, as decimal strings, for three speeds. */
export interface GasPrices {
  standard: string
  fast: string
  instant: string
}

/** Multipliers over the node's `eth_gasPrice`, in percent: standard as quoted, fast +20 %, instant +50 %. */
export const GAS_PRICE_MULTIPLIERS_PERCENT = { standard: 100n, fast: 120n, instant: 150n } as const

/**
 * The chain's gas price (`eth_gasPrice`: base fee plus the node's suggested tip) and two faster tiers.
 *
 * @example
 * await readGasPrice(client) // { standard: '1875000000', fast: '2250000000', instant: '2812500000' }
 */
export async function readGasPrice(client: PublicClient): Promise<GasPrices> {
  const price = await client.getGasPrice()
  const tier = (percent: bigint) => ((price * percent) / 100n).toString()
  return {
    standard: tier(GAS_PRICE_MULTIPLIERS_PERCENT.standard),
    fast: tier(GAS_PRICE_MULTIPLIERS_PERCENT.fast),
    instant: tier(GAS_PRICE_MULTIPLIERS_PERCENT.instant),
  }
}
