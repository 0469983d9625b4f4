import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database.ts'

/** One on-ramp checkout (table onramp_checkouts). */
export interface OnrampCheckout {
  id: string
  projectId: string
  provider: string
  destination: string
  caipNetworkId: string
  assetSymbol: string
  fiatCurrency: string
  fiatAmount: string
  cryptoAmount: string | null
  status: 'pending' | 'paid' | 'sent' | 'failed'
  failure: string | null
  txHash: string | null
}

interface Row {
  id: string
  project_id: string
  provider: string
  destination: string
  caip_network_id: string
  asset_symbol: string
  fiat_currency: string
  fiat_amount: string | number
  crypto_amount: string | null
  status: OnrampCheckout['status']
  failure: string | null
  tx_hash: string | null
}

const toCheckout = (row: Row): OnrampCheckout => ({
  id: row.id,
  projectId: row.project_id,
  provider: row.provider,
  destination: row.destination,
  caipNetworkId: row.caip_network_id,
  assetSymbol: row.asset_symbol,
  fiatCurrency: row.fiat_currency,
  fiatAmount: Number(row.fiat_amount).toFixed(2),
  cryptoAmount: row.crypto_amount,
  status: row.status,
  failure: row.failure,
  txHash: row.tx_hash,
})

/** Creates a pending checkout. */
export async function createCheckout(
  db: Database,
  input: Omit<OnrampCheckout, 'id' | 'status' | 'failure' | 'txHash' | 'cryptoAmount'> & {
    partnerUserId?: string
  },
): Promise<OnrampCheckout> {
  const rows = await db.query<Row>(
    `INSERT INTO onramp_checkouts
       (id, project_id, provider, destination, caip_network_id, asset_symbol, fiat_currency, fiat_amount, status, partner_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9) RETURNING *`,
    [
      randomUUID(),
      input.projectId,
      input.provider,
      input.destination,
      input.caipNetworkId,
      input.assetSymbol,
      input.fiatCurrency,
      input.fiatAmount,
      input.partnerUserId ?? null,
    ],
  )
  return toCheckout(rows[0]!)
}

/** The checkout `id`, if any. */
export async function findCheckout(db: Database, id: string): Promise<OnrampCheckout | undefined> {
  const rows = await db.query<Row>('SELECT * FROM onramp_checkouts WHERE id = $1', [id])
  return rows[0] ? toCheckout(rows[0]) : undefined
}

/**
 * Marks a pending checkout paid with the amount it buys; `undefined` when it was not pending (so a second
 * payment of one checkout is refused atomically).
 */
export async function markCheckoutPaid(
  db: Database,
  id: string,
  cryptoAmount: string,
): Promise<OnrampCheckout | undefined> {
  const rows = await db.query<Row>(
    `UPDATE onramp_checkouts SET status = 'paid', crypto_amount = $2, updated_at = now()
     WHERE id = $1 AND status = 'pending' RETURNING *`,
    [id, cryptoAmount],
  )
  return rows[0] ? toCheckout(rows[0]) : undefined
}

/** Records the outcome of the treasury's transfer. */
export async function settleCheckout(
  db: Database,
  id: string,
  outcome: { txHash: string } | { failure: string },
): Promise<OnrampCheckout> {
  const rows = await db.query<Row>(
    `UPDATE onramp_checkouts SET status = $2, tx_hash = $3, failure = $4, updated_at = now() WHERE id = $1 RETURNING *`,
    'txHash' in outcome ? [id, 'sent', outcome.txHash, null] : [id, 'failed', null, outcome.failure],
  )
  return toCheckout(rows[0]!)
}
