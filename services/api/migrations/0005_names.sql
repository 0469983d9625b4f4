-- Account names (§5, §7 /v1/profile/*): one row per registered name, one row per coin type it resolves.
-- Names are stored lower-case with their zone suffix (e.g. 'alice.reown.id'); addresses are EIP-55.
CREATE TABLE names (
  name text PRIMARY KEY CHECK (name = lower(name)),
  -- The address that first registered the name; only it may add addresses or change attributes.
  owner text NOT NULL,
  attributes jsonb NOT NULL DEFAULT '{}',
  registered_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE name_addresses (
  name text NOT NULL REFERENCES names (name) ON DELETE CASCADE,
  -- ENSIP-11 coin type: 0x80000000 | chainId, with chainId below 2^31 (§5).
  coin_type bigint NOT NULL CHECK (coin_type > 2147483648 AND coin_type < 4294967296),
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, coin_type)
);
CREATE INDEX name_addresses_by_address ON name_addresses (lower(address));
