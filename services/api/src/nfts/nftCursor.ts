import type { NftStandard } from './nftHolding.ts'

/** The last token of an NFT page, in the order pages are served (chain, contract, token id, standard). */
export interface NftPosition {
  chainId: string
  contract: string
  tokenId: bigint
  standard: NftStandard
}

/** A `cursor` query value this API did not hand out; answered with 400. */
export class InvalidNftCursorError extends Error {
  override name = 'InvalidNftCursorError'
  readonly statusCode = 400
  constructor() {
    super('cursor: not a cursor returned by this API (pass the previous page\'s "next" unchanged)')
  }
}

const shape = /^(eip155:\d{1,20})\|(0x[0-9a-f]{40})\|(\d{1,78})\|(erc721|erc1155)$/

/**
 * The opaque `next` value for a page ending at `position`: base64url of its (chain, contract, id, standard).
 *
 * @example
 * encodeNftCursor({ chainId: 'eip155:31337', contract: '0xe7f1…', tokenId: 4n, standard: 'erc721' })
 */
export function encodeNftCursor(position: NftPosition): string {
  const text = `${position.chainId}|${position.contract}|${position.tokenId}|${position.standard}`
  return Buffer.from(text, 'utf8').toString('base64url')
}

/**
 * Reads a cursor made by {@link encodeNftCursor}; anything else throws {@link InvalidNftCursorError}.
 *
 * @example
 * decodeNftCursor(encodeNftCursor(position)) // position
 */
export function decodeNftCursor(cursor: string): NftPosition {
  const match = /^[A-Za-z0-9_-]{1,250}$/.test(cursor)
    ? shape.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
    : null
  if (!match) throw new InvalidNftCursorError()
  return {
    chainId: match[1]!,
    contract: match[2]!,
    tokenId: BigInt(match[3]!),
    standard: match[4] as NftStandard,
  }
}
