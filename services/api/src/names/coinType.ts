import { COIN_TYPE_CHAIN_ID_LIMIT } from '@portico/common'

/** ENSIP-11: the high bit that marks an EVM chain's coin type. */
export const EVM_COIN_TYPE_FLAG = 0x80000000

/** Why a coin type is refused, or the chain id it encodes. */
export type CoinTypeCheck = { ok: true; chainId: number } | { ok: false; reason: string }

/**
 * ENSIP-11 coin type of an EVM chain: `(0x80000000 | chainId) >>> 0`. §5: the chain id must be a positive
 * integer below 2^31, so the coin type lies strictly between 2^31 and 2^32.
 *
 * @example
 * coinTypeForChainId(10) // 2147483658
 */
export function coinTypeForChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 1 || chainId >= COIN_TYPE_CHAIN_ID_LIMIT) {
    throw new RangeError(`Chain id ${chainId} must be an integer from 1 to 2^31 - 1`)
  }
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}

/**
 * Reads a registration's `coin_type` back to its EVM chain id. Below 2^31 + 1 it is not an ENSIP-11 EVM
 * coin type; at 2^32 or above the chain id it would carry is 2^31 or more, which §5 forbids.
 *
 * @example
 * checkCoinType(2147483658) // { ok: true, chainId: 10 }
 * checkCoinType(60).ok // false
 */
export function checkCoinType(coinType: number): CoinTypeCheck {
  if (!Number.isSafeInteger(coinType) || coinType <= EVM_COIN_TYPE_FLAG) {
    return {
      ok: false,
      reason:
        'Coin type must be an EVM coin type (0x80000000 | chainId, ENSIP-11) with a chain id of 1 or more',
    }
  }
  const chainId = coinType - EVM_COIN_TYPE_FLAG
  if (chainId >= COIN_TYPE_CHAIN_ID_LIMIT) {
    return { ok: false, reason: 'Coin type must derive from a chain id below 2^31' }
  }
  return { ok: true, chainId }
}
