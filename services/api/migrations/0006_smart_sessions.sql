-- Smart sessions (§7: GET /v1/sessions/{id} lists them, POST /v1/sessions/{id}/revoke revokes one).
-- One row per granted permission context (pci) of a CAIP-10 account; revoked ones stay, with revoked_at.
CREATE TABLE smart_sessions (
  pci text PRIMARY KEY CHECK (length(pci) BETWEEN 1 AND 200),
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- CAIP-10, with an eip155 address in checksum form, so one account has one spelling.
  account text NOT NULL,
  signer jsonb NOT NULL,
  permissions jsonb NOT NULL,
  policies jsonb NOT NULL,
  expiry timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

CREATE INDEX smart_sessions_by_account ON smart_sessions (account, created_at);

-- The proof each revocation was asked for by the account: its personal_sign over 'Revoke session <pci>'.
CREATE TABLE smart_session_revocations (
  pci text PRIMARY KEY REFERENCES smart_sessions (pci) ON DELETE CASCADE,
  signature text NOT NULL,
  revoked_at timestamptz NOT NULL
);
