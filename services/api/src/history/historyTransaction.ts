/**
 * §3 Transaction as the history call answers it (the shape AppKit's activity list reads).
 *
 * @example
 * const { data, next }: AccountHistoryResponse = await response.json()
 */
export interface HistoryTransaction {
  /** `<CAIP-2 chain>:<hash>`, unique across chains. */
  id: string
  metadata: {
    operationType: OperationType
    hash: string
    /** ISO 8601 time of the block. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    /** CAIP-2 id. */
    chain: string
  }
  transfers: HistoryTransfer[]
}

/** §3 operation types this API gives (receive adds to the balance, burn reduces it). */
export type OperationType = 'send' | 'receive' | 'trade' | 'mint' | 'burn' | 'approve' | 'deploy' | 'execute'

/** One movement of value in a transaction, seen from the account asked about. */
export interface HistoryTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; content: { preview: { url: string } }; flags: { is_spam: boolean } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  /** USD value of the quantity at `price`. */
  value: number
  /** USD per whole unit when indexed; 0 when unpriced. */
  price: number
}

/** Body of `GET /v1/account/{address}/history`. */
export interface AccountHistoryResponse {
  data: HistoryTransaction[]
  /** Cursor of the next page; null on the last one. */
  next: string | null
}
