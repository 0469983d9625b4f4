-- Issue 14: a name registration signs a single-use server nonce (kept until it expires or is used), and
-- registrations are logged to cap them per address and per IP.
CREATE TABLE name_registration_nonces (
  nonce text PRIMARY KEY CHECK (length(nonce) = 32),
  expires_at timestamptz NOT NULL
);
CREATE INDEX name_registration_nonces_by_expiry ON name_registration_nonces (expires_at);

CREATE TABLE name_registrations (
  name text NOT NULL,
  address text NOT NULL,
  ip text NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX name_registrations_by_address ON name_registrations (address, registered_at);
CREATE INDEX name_registrations_by_ip ON name_registrations (ip, registered_at);

-- The retention sweep deletes analytics events by the server's receipt time (a client sets occurred_at).
CREATE INDEX analytics_events_by_receipt ON analytics_events (received_at);
