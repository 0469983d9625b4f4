/** Position of the last transaction of a history page, in the order pages are served (newest first). */
export interface HistoryPosition {
  /** Block timestamp, Unix seconds. */
  minedAt: bigint
  /** CAIP-2 id of the transaction's chain. */
  chainId: string
  blockNumber: bigint
  txIndex: number
}

/** A `cursor` query value this API did not hand out; answered with 400. */
export class InvalidHistoryCursorError extends Error {
  override name = 'InvalidHistoryCursorError'
  readonly statusCode = 400
  constructor() {
    super('cursor: not a cursor returned by this API (pass the previous page\'s "next" unchanged)')
  }
}

const shape = /^(\d{1,15}):(eip155:\d{1,20}):(\d{1,20}):(\d{1,9})$/

/**
 * The opaque `next` value for a page ending at `position`: base64url of its (time, chain, block, index).
 *
 * @example
 * encodeHistoryCursor({ minedAt: 1700000000n, chainId: 'eip155:31337', blockNumber: 12n, txIndex: 0 })
 */
export function encodeHistoryCursor(position: HistoryPosition): string {
  const text = `${position.minedAt}:${position.chainId}:${position.blockNumber}:${position.txIndex}`
  return Buffer.from(text, 'utf8').toString('base64url')
}

/**
 * Reads a cursor made by {@link encodeHistoryCursor}; anything else throws {@link InvalidHistoryCursorError}.
 *
 * @example
 * decodeHistoryCursor(encodeHistoryCursor(position)) // position
 */
export function decodeHistoryCursor(cursor: string): HistoryPosition {
  const match = /^[A-Za-z0-9_-]{1,120}$/.test(cursor)
    ? shape.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
    : null
  if (!match) throw new InvalidHistoryCursorError()
  return {
    minedAt: BigInt(match[1]!),
    chainId: match[2]!,
    blockNumber: BigInt(match[3]!),
    txIndex: Number(match[4]!),
  }
}
