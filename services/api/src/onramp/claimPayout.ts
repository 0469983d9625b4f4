import type { Database, Queryable } from '../db/database.ts'
import { toCheckout, type CheckoutRow, type OnrampCheckout } from './checkoutStore.ts'
import type { OnrampConfig } from './onrampConfig.ts'

/** Whose daily budget a payout is counted against. */
export type CapScope = 'destination' | 'ip' | 'project'

/** What the buyer is told for each cap (our own words: no figure an attacker could tune against). */
export const CAP_MESSAGES: Record<CapScope, string> = {
  destination: 'This purchase is over the daily limit for this address',
  ip: 'This purchase is over the daily limit for your network',
  project: 'This purchase is over the daily limit for this app',
}

/** Thrown inside the claim's transaction so that it rolls back when a cap would be exceeded. */
class CapExceededError extends Error {
  override name = 'CapExceededError'
  constructor(readonly scope: CapScope) {
    super(CAP_MESSAGES[scope])
  }
}

/** The outcome of {@link claimPayout}. */
export type PayoutClaim =
  | { kind: 'claimed'; checkout: OnrampCheckout; day: string }
  | { kind: 'not-pending' }
  | { kind: 'over-cap'; scope: CapScope }

/** The budgets one payout draws on, in a fixed order so that concurrent claims lock rows alike. */
const budgets = (checkout: OnrampCheckout, ip: string): [CapScope, string][] => [
  ['destination', checkout.destination.toLowerCase()],
  ['ip', ip],
  ['project', checkout.projectId],
]

async function draw(
  tx: Queryable,
  day: string,
  [scope, subject]: [CapScope, string],
  usd: string,
  cap: OnrampConfig['dailyCaps'][CapScope],
) {
  // One statement per budget: the row lock of ON CONFLICT DO UPDATE makes add-and-compare atomic.
  const rows = await tx.query(
    `INSERT INTO onramp_daily_usage AS usage (day, scope, subject, usd, payouts)
       SELECT $1::date, $2, $3, $4::numeric, 1 WHERE $4::numeric <= $5::numeric AND 1 <= $6::int
     ON CONFLICT (day, scope, subject) DO UPDATE
       SET usd = usage.usd + excluded.usd, payouts = usage.payouts + 1
       WHERE usage.usd + excluded.usd <= $5::numeric AND usage.payouts + 1 <= $6::int
     RETURNING payouts`,
    [day, scope, subject, usd, cap.usd.toFixed(2), cap.payouts],
  )
  if (rows.length === 0) throw new CapExceededError(scope)
}

/**
 * Moves a checkout from pending to paid and counts it against today's caps (UTC) per destination, client IP and
 * project, in one transaction: of concurrent claims of one checkout exactly one wins, and concurrent claims of
 * one budget can never together exceed it. Expired checkouts are not claimed.
 *
 * @example
 * const claim = await claimPayout(db, { id, ip: request.ip, caps: config.dailyCaps })
 * if (claim.kind === 'claimed') await treasury.send(...)
 */
export async function claimPayout(
  db: Database,
  { id, ip, caps }: { id: string; ip: string; caps: OnrampConfig['dailyCaps'] },
): Promise<PayoutClaim> {
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx.query<CheckoutRow & { day: string }>(
        `UPDATE onramp_checkouts SET status = 'paid', payer_ip = $2, updated_at = now()
         WHERE id = $1 AND status = 'pending' AND expires_at > now() AND usd_amount IS NOT NULL
         RETURNING *, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`,
        [id, ip],
      )
      const row = rows[0]
      if (!row) return { kind: 'not-pending' as const }
      const checkout = toCheckout(row)
      for (const budget of budgets(checkout, ip)) {
        await draw(tx, row.day, budget, checkout.usdAmount!, caps[budget[0]])
      }
      // Yesterday's counters are the oldest any claim reads; older ones are dropped as we go.
      await tx.query(`DELETE FROM onramp_daily_usage WHERE day < $1::date - 1`, [row.day])
      return { kind: 'claimed' as const, checkout, day: row.day }
    })
  } catch (error) {
    if (error instanceof CapExceededError) return { kind: 'over-cap', scope: error.scope }
    throw error
  }
}

/** Gives back what a claimed payout drew from its budgets, when nothing was sent after all. */
export async function releasePayout(
  db: Database,
  { checkout, ip, day }: { checkout: OnrampCheckout; ip: string; day: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [scope, subject] of budgets(checkout, ip)) {
      await tx.query(
        `UPDATE onramp_daily_usage SET usd = greatest(usd - $4::numeric, 0), payouts = greatest(payouts - 1, 0)
         WHERE day = $1::date AND scope = $2 AND subject = $3`,
        [day, scope, subject, checkout.usdAmount],
      )
    }
  })
}
