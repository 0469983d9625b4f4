-- Issue 16's indexer: ERC-1155 and internal native transfers, one row per item of an ERC-1155 TransferBatch,
-- the hashes of recently indexed blocks (to find the common ancestor after a reorg), and a lease per chain so
-- that exactly one process writes a chain's history however many API processes run.
ALTER TABLE history_transfers DROP CONSTRAINT history_transfers_kind_check;
ALTER TABLE history_transfers ADD CONSTRAINT history_transfers_kind_check
  CHECK (kind IN ('native', 'erc20', 'erc721', 'erc1155', 'internal'));
-- The item's position in an ERC-1155 TransferBatch log, or an internal transfer's position in its transaction's
-- call trace (log_index -2); 0 for everything else.
ALTER TABLE history_transfers ADD COLUMN batch_index integer NOT NULL DEFAULT 0;
ALTER TABLE history_transfers DROP CONSTRAINT history_transfers_pkey;
ALTER TABLE history_transfers ADD PRIMARY KEY (chain_id, tx_hash, log_index, batch_index);

-- The last blocks indexed per chain (the indexer keeps a window, 128 by default): a new block's parent hash is
-- checked against the stored hash of the block before it.
CREATE TABLE history_blocks (
  chain_id text NOT NULL,
  block_number bigint NOT NULL CHECK (block_number >= 0),
  block_hash text NOT NULL,
  parent_hash text NOT NULL,
  PRIMARY KEY (chain_id, block_number)
);

-- Who writes a chain's history until when. A holder renews before expires_at; a holder that stops renewing
-- (killed, hung) loses the chain to the next process that asks once expires_at has passed.
CREATE TABLE indexer_leases (
  chain_id text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL,
  acquired_at timestamptz NOT NULL DEFAULT now(),
  -- The chain's head as the holder last saw it, for /health's lag.
  head_block bigint,
  head_seen_at timestamptz
);
