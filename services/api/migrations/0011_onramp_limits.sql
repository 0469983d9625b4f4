-- Issue 14 item 4: the sandbox on-ramp's price is fixed when the checkout is made (price_usd, crypto_amount,
-- usd_amount, expires_at), and what the treasury pays out per UTC day is capped per destination, client IP and
-- project (onramp_daily_usage, updated atomically with the checkout's pending → paid transition).
ALTER TABLE onramp_checkouts
  ADD COLUMN price_usd double precision CHECK (price_usd > 0),
  ADD COLUMN usd_amount numeric(12, 2) CHECK (usd_amount > 0),
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN payer_ip text;

-- Checkouts made before prices were fixed have none: they can no longer be paid.
UPDATE onramp_checkouts SET status = 'failed', failure = 'This price quote has expired', updated_at = now()
  WHERE status = 'pending';

CREATE TABLE onramp_daily_usage (
  day date NOT NULL,
  scope text NOT NULL CHECK (scope IN ('destination', 'ip', 'project')),
  subject text NOT NULL,
  usd numeric(14, 2) NOT NULL CHECK (usd >= 0),
  payouts integer NOT NULL CHECK (payouts >= 0),
  PRIMARY KEY (day, scope, subject)
);
