/** The token standards the API lists. */
export type NftStandard = 'erc721' | 'erc1155'

/** One token an account holds, as the indexed transfers say. */
export interface NftHolding {
  /** CAIP-2 id of the chain. */
  chainId: string
  /** The collection contract, lower-case. */
  contract: string
  tokenId: bigint
  standard: NftStandard
  /** 1 for an ERC-721 token; the net balance for an ERC-1155 id. */
  amount: bigint
  /** The name the indexer stored for the token (metadata name or `<collection> #<id>`), if any. */
  indexedName: string | null
  /** The indexer's spam flag. */
  indexedSpam: boolean
}
