-- The wallet registry behind GET /getWallets (§7 "Wallet API"). Rows come from data/wallets/wallets.json and
-- are re-seeded at start-up (src/wallets/seedWallets.ts), so this table is the served copy of that file.
CREATE TABLE wallets (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 100),
  rdns text UNIQUE,
  chains text[] NOT NULL DEFAULT '{}',
  homepage text,
  mobile_link text,
  desktop_link text,
  webapp_link text,
  badge_type text NOT NULL CHECK (badge_type IN ('certified', 'none')),
  -- Place in the full list (1 = first); §7's list and search pages follow it.
  list_order integer NOT NULL CHECK (list_order >= 1),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX wallets_list_order ON wallets (list_order);
