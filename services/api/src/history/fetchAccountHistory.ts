import { formatUnits, zeroAddress } from 'viem'
import type { Queryable } from '../db/database.ts'
import type { TransferKind } from '../indexer/indexedRows.ts'
import { classifyOperation } from './classifyOperation.ts'
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor.ts'
import type { AccountHistoryResponse, HistoryTransaction, HistoryTransfer } from './historyTransaction.ts'

/** Parameters of {@link fetchAccountHistory}. */
export interface FetchAccountHistoryParameters {
  address: string
  /** Only this CAIP-2 chain; every indexed chain when absent. */
  chainId?: string
  /** The previous page's `next`; a malformed one throws `InvalidHistoryCursorError`. */
  cursor?: string
  /** Transactions per page; default 20. */
  pageSize?: number
  /** Only transactions sent by this address (the on-ramp filter passes the treasury's). */
  sentFrom?: string | undefined
  /** Base URL of this API, for token icons served by `/public/getTokenImage/{symbol}`; no icon without it. */
  iconBaseUrl?: string | undefined
}

interface Row {
  chain_id: string
  hash: string
  block_number: string
  tx_index: number
  mined_at: string
  from_address: string
  to_address: string | null
  nonce: string
  status: 'confirmed' | 'failed'
  call_kind: 'transfer' | 'approve' | 'deploy' | 'call'
  log_index: number | null
  kind: TransferKind | null
  x_from: string | null
  x_to: string | null
  amount: string | null
  token_name: string | null
  token_symbol: string | null
  token_decimals: number | null
  price_usd: number | null
  nft_image: string | null
  is_spam: boolean | null
}

function transferOf(
  row: Row,
  account: string,
  iconBaseUrl: string | undefined,
): HistoryTransfer & { counterpartyIsZero: boolean } {
  const from = row.x_from!
  const to = row.x_to!
  const direction = from === account && to === account ? 'self' : from === account ? 'out' : 'in'
  const numeric = formatUnits(BigInt(row.amount!), row.token_decimals ?? 0)
  const price = Number(row.price_usd ?? 0)
  const transfer: HistoryTransfer = {
    direction,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  }
  // ERC-1155 items are NFTs with a quantity (decimals 0); internal transfers are native currency.
  if (row.kind === 'erc721' || row.kind === 'erc1155') {
    transfer.nft_info = {
      name: row.token_name ?? '',
      content: { preview: { url: row.nft_image ?? '' } },
      flags: { is_spam: row.is_spam === true },
    }
  } else {
    const symbol = row.token_symbol ?? ''
    const icon =
      iconBaseUrl && /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(symbol)
        ? `${iconBaseUrl}/public/getTokenImage/${symbol}`
        : ''
    transfer.fungible_info = { name: row.token_name ?? '', symbol, icon: { url: icon } }
  }
  const counterparty = direction === 'in' ? from : to
  return Object.assign(transfer, { counterpartyIsZero: counterparty === zeroAddress })
}

/**
 * One page of an account's indexed history, newest first: every transaction it sent or received, or in
 * which one of its tokens moved, with the transfers that concern it and the §3 operation type.
 *
 * @example
 * const { data, next } = await fetchAccountHistory(db, { address: '0x7099…79c8', chainId: 'eip155:31337' })
 */
export async function fetchAccountHistory(
  db: Queryable,
  { address, chainId, cursor, pageSize = 20, sentFrom, iconBaseUrl }: FetchAccountHistoryParameters,
): Promise<AccountHistoryResponse> {
  const account = address.toLowerCase()
  const after = cursor === undefined ? undefined : decodeHistoryCursor(cursor)
  const params: unknown[] = [account, pageSize + 1]
  const where: string[] = []
  if (chainId !== undefined) where.push(`t.chain_id = $${params.push(chainId)}`)
  if (sentFrom !== undefined) where.push(`t.from_address = $${params.push(sentFrom.toLowerCase())}`)
  if (after) {
    const values = [after.minedAt.toString(), after.chainId, after.blockNumber.toString(), after.txIndex]
    const [a, b, c, d] = values.map((value) => `$${params.push(value)}`)
    where.push(
      `(t.mined_at, t.chain_id, t.block_number, t.tx_index) < (${a}::bigint, ${b}::text, ${c}::bigint, ${d}::int)`,
    )
  }
  const order = 't.mined_at DESC, t.chain_id DESC, t.block_number DESC, t.tx_index DESC'
  const rows = await db.query<Row>(
    `WITH involved AS (
       SELECT chain_id, hash FROM history_transactions WHERE from_address = $1 OR to_address = $1
       UNION
       SELECT chain_id, tx_hash FROM history_transfers WHERE from_address = $1 OR to_address = $1
     ), page AS (
       SELECT t.* FROM history_transactions t JOIN involved i ON i.chain_id = t.chain_id AND i.hash = t.hash
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${order} LIMIT $2
     )
     SELECT t.chain_id, t.hash, t.block_number::text AS block_number, t.tx_index,
            t.mined_at::text AS mined_at,
            t.from_address, t.to_address, t.nonce::text AS nonce, t.status, t.call_kind,
            x.log_index, x.kind, x.from_address AS x_from, x.to_address AS x_to, x.amount::text AS amount,
            x.token_name, x.token_symbol, x.token_decimals, x.price_usd, x.nft_image, x.is_spam
     FROM page t LEFT JOIN history_transfers x
       ON x.chain_id = t.chain_id AND x.tx_hash = t.hash AND (x.from_address = $1 OR x.to_address = $1)
     ORDER BY ${order}, x.log_index`,
    params,
  )
  const byId = new Map<string, { row: Row; transfers: ReturnType<typeof transferOf>[] }>()
  for (const row of rows) {
    const id = `${row.chain_id}:${row.hash}`
    const entry = byId.get(id) ?? { row, transfers: [] }
    byId.set(id, entry)
    if (row.log_index !== null) entry.transfers.push(transferOf(row, account, iconBaseUrl))
  }
  const entries = [...byId.entries()]
  const page = entries.slice(0, pageSize)
  const data = page.map(([id, { row, transfers }]): HistoryTransaction => ({
    id,
    metadata: {
      operationType: classifyOperation({
        transfers,
        callKind: row.call_kind,
        sentByAccount: row.from_address === account,
      }),
      hash: row.hash,
      minedAt: new Date(Number(row.mined_at) * 1000).toISOString(),
      sentFrom: row.from_address,
      sentTo: row.to_address ?? '',
      status: row.status,
      nonce: Number(row.nonce),
      chain: row.chain_id,
    },
    transfers: transfers.map(({ counterpartyIsZero: _, ...transfer }) => transfer),
  }))
  const last = page.at(-1)?.[1].row
  const next =
    entries.length > pageSize && last
      ? encodeHistoryCursor({
          minedAt: BigInt(last.mined_at),
          chainId: last.chain_id,
          blockNumber: BigInt(last.block_number),
          txIndex: last.tx_index,
        })
      : null
  return { data, next }
}
