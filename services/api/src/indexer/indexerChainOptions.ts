import type { ApiChain } from '../config/apiChain.ts'

/** A chain's indexer settings in the API config (`chains[…].indexer`). */
export interface IndexerChainOptions {
  /** First block to index when the chain has no checkpoint yet; default 0. */
  startBlock?: number | undefined
}

/**
 * The first block to index on a chain: its config's `indexer.startBlock`, else 0.
 *
 * @throws RangeError when the configured value is not a whole number ≥ 0.
 * @example
 * indexerStartBlock({ ...chain, indexer: { startBlock: 19_000_000 } }) // 19000000n
 */
export function indexerStartBlock(chain: ApiChain & { indexer?: IndexerChainOptions | undefined }): bigint {
  const start = chain.indexer?.startBlock ?? 0
  if (!Number.isSafeInteger(start) || start < 0) {
    throw new RangeError(
      `chains["${chain.caipNetworkId}"].indexer.startBlock must be a whole block number ≥ 0, got ${String(start)}`,
    )
  }
  return BigInt(start)
}
