/** One transaction as stored in `history_transactions`; addresses and hashes are lower-case. */
export interface IndexedTransaction {
  hash: string
  blockNumber: bigint
  txIndex: number
  /** Block timestamp, Unix seconds. */
  minedAt: bigint
  from: string
  /** The callee, or the created contract for a deployment. */
  to: string | null
  nonce: number
  status: 'confirmed' | 'failed'
  /** What the call was, for transactions that move nothing of the account's. */
  callKind: 'transfer' | 'approve' | 'deploy' | 'call'
}

/** What moved: the native currency (the transaction's value, or an internal call's), or a token standard. */
export type TransferKind = 'native' | 'internal' | 'erc20' | 'erc721' | 'erc1155'

/** One value movement as stored in `history_transfers`. */
export interface IndexedTransfer {
  txHash: string
  /** The log's index in its block; -1 for the transaction's own native value, -2 for internal transfers. */
  logIndex: number
  /** The item's position in an ERC-1155 TransferBatch, or an internal transfer's in the call trace; else 0. */
  batchIndex: number
  /** `internal`: native currency moved by a contract call inside the transaction (from the node's traces). */
  kind: TransferKind
  /** The token contract; null for the native currency. */
  tokenAddress: string | null
  tokenId: bigint | null
  from: string
  to: string
  /** Base units; 1 for an ERC-721 token, the count for an ERC-1155 item. */
  amount: bigint
  tokenName: string | null
  tokenSymbol: string | null
  tokenDecimals: number | null
  /** USD per whole unit when indexed; 0 when unpriced. */
  priceUsd: number
  nftImage: string | null
  isSpam: boolean
}

/** A block header's identity, to chain blocks together and detect a restarted chain. */
export interface IndexedBlock {
  number: bigint
  hash: string
  parentHash: string
}

/** What one block contributes to the history tables. */
export interface BlockActivity {
  block: IndexedBlock
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
}
