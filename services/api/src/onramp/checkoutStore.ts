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
  /** USD per whole unit of the asset, fixed when the checkout was made; `null` on checkouts older than that. */
  priceUsd: number | null
  /** The USD-equivalent the daily caps count. */
  usdAmount: string | null
  /** After this the fixed price is no longer payable. */
  expiresAt: Date | null
}

/** A row of onramp_checkouts as the driver returns it. */
export interface CheckoutRow {
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
  price_usd: number | string | null
  usd_amount: string | number | null
  expires_at: Date | string | null
}

/** A row as an {@link OnrampCheckout}. */
export const toCheckout = (row: CheckoutRow): OnrampCheckout => ({
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
  priceUsd: row.price_usd === null ? null : Number(row.price_usd),
  usdAmount: row.usd_amount === null ? null : Number(row.usd_amount).toFixed(2),
  expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
})

/** Creates a pending checkout whose price and amount are fixed now, payable until `expiresAt`. */
export async function createCheckout(
  db: Database,
  input: Omit<OnrampCheckout, 'id' | 'status' | 'failure' | 'txHash' | 'cryptoAmount' | 'priceUsd'> & {
    cryptoAmount: string
    priceUsd: number
    usdAmount: string
    expiresAt: Date
    partnerUserId?: string
  },
): Promise<OnrampCheckout> {
  const rows = await db.query<CheckoutRow>(
    `INSERT INTO onramp_checkouts
       (id, project_id, provider, destination, caip_network_id, asset_symbol, fiat_currency, fiat_amount, status,
        partner_user_id, crypto_amount, price_usd, usd_amount, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $12, $13) RETURNING *`,
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
      input.cryptoAmount,
      input.priceUsd,
      input.usdAmount,
      input.expiresAt.toISOString(),
    ],
  )
  return toCheckout(rows[0]!)
}

/** The checkout `id`, if any. */
export async function findCheckout(db: Database, id: string): Promise<OnrampCheckout | undefined> {
  const rows = await db.query<CheckoutRow>('SELECT * FROM onramp_checkouts WHERE id = $1', [id])
  return rows[0] ? toCheckout(rows[0]) : undefined
}

/** Marks a still pending checkout failed with `failure` (a refusal before anything was sent). */
export async function refuseCheckout(db: Database, id: string, failure: string): Promise<OnrampCheckout> {
  await db.query(
    `UPDATE onramp_checkouts SET status = 'failed', failure = $2, updated_at = now()
     WHERE id = $1 AND status = 'pending'`,
    [id, failure],
  )
  return (await findCheckout(db, id))!
}

/** Records the outcome of the treasury's transfer. */
export async function settleCheckout(
  db: Database,
  id: string,
  outcome: { txHash: string } | { failure: string },
): Promise<OnrampCheckout> {
  const rows = await db.query<CheckoutRow>(
    `UPDATE onramp_checkouts SET status = $2, tx_hash = $3, failure = $4, updated_at = now() WHERE id = $1 RETURNING *`,
    'txHash' in outcome ? [id, 'sent', outcome.txHash, null] : [id, 'failed', null, outcome.failure],
  )
  return toCheckout(rows[0]!)
}
