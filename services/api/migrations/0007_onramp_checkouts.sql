-- On-ramp checkouts (§7 POST /v1/generators/onrampurl): one row per purchase the sandbox provider's checkout
-- page takes. status: pending → paid → sent, or failed (with the reason); tx_hash once the treasury sent.
CREATE TABLE onramp_checkouts (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider text NOT NULL,
  destination text NOT NULL,
  caip_network_id text NOT NULL,
  asset_symbol text NOT NULL,
  fiat_currency text NOT NULL,
  fiat_amount numeric(12, 2) NOT NULL CHECK (fiat_amount > 0),
  crypto_amount text,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'sent', 'failed')),
  failure text,
  tx_hash text,
  partner_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX onramp_checkouts_by_destination ON onramp_checkouts (destination, created_at);
