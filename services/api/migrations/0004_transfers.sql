-- Indexed history (§7 GET /v1/account/{address}/history): transactions, their native / ERC-20 / ERC-721
-- transfers, and one cursor per chain. Addresses and hashes are stored lower-case.
CREATE TABLE history_cursors (
  chain_id text PRIMARY KEY,
  last_block bigint NOT NULL CHECK (last_block >= 0),
  last_block_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE history_transactions (
  chain_id text NOT NULL,
  hash text NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  -- Block timestamp in Unix seconds.
  mined_at bigint NOT NULL,
  from_address text NOT NULL,
  -- The created contract for a deployment.
  to_address text,
  nonce bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('confirmed', 'failed')),
  -- What the call was, for transactions that move nothing of the account's: a plain value transfer, an
  -- approval, a deployment, or any other contract call.
  call_kind text NOT NULL CHECK (call_kind IN ('transfer', 'approve', 'deploy', 'call')),
  PRIMARY KEY (chain_id, hash)
);
CREATE INDEX history_transactions_page ON history_transactions (chain_id, block_number);
CREATE INDEX history_transactions_from ON history_transactions (from_address);
CREATE INDEX history_transactions_to ON history_transactions (to_address);

CREATE TABLE history_transfers (
  chain_id text NOT NULL,
  tx_hash text NOT NULL,
  -- The log's index in its block; -1 for the transaction's own native value.
  log_index integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('native', 'erc20', 'erc721')),
  token_address text,
  token_id numeric(78, 0),
  from_address text NOT NULL,
  to_address text NOT NULL,
  -- Base units (1 for an ERC-721 token).
  amount numeric(78, 0) NOT NULL,
  token_name text,
  token_symbol text,
  token_decimals integer,
  -- USD price of one whole unit when indexed; 0 when no pool prices it.
  price_usd double precision NOT NULL DEFAULT 0,
  nft_image text,
  is_spam boolean NOT NULL DEFAULT false,
  PRIMARY KEY (chain_id, tx_hash, log_index),
  FOREIGN KEY (chain_id, tx_hash) REFERENCES history_transactions (chain_id, hash) ON DELETE CASCADE
);
CREATE INDEX history_transfers_from ON history_transfers (from_address);
CREATE INDEX history_transfers_to ON history_transfers (to_address);
