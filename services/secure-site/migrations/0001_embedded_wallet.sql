-- The embedded wallet's users, their devices, one-time secrets, sessions and encrypted keys. Secrets are
-- stored only as hashes; private keys only as AES-256-GCM ciphertexts under the master key.
CREATE TABLE embedded_users (
  id uuid PRIMARY KEY,
  email text UNIQUE,
  social_provider text,
  social_subject text,
  social_user_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (social_provider, social_subject),
  CHECK ((social_provider IS NULL) = (social_subject IS NULL))
);

CREATE TABLE embedded_devices (
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  approved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_id)
);

CREATE TABLE embedded_email_codes (
  id uuid PRIMARY KEY,
  code_hash text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login', 'update-primary', 'update-secondary')),
  email text NOT NULL,
  user_id uuid REFERENCES embedded_users (id) ON DELETE CASCADE,
  new_email text,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX embedded_email_codes_by_email ON embedded_email_codes (email, purpose, created_at DESC);
CREATE INDEX embedded_email_codes_by_user ON embedded_email_codes (user_id, purpose, created_at DESC);

CREATE TABLE embedded_device_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX embedded_device_tokens_by_user ON embedded_device_tokens (user_id, created_at DESC);

CREATE TABLE embedded_social_states (
  state text PRIMARY KEY,
  verifier_ciphertext text NOT NULL,
  nonce text NOT NULL,
  provider text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('popup', 'redirect')),
  return_to text,
  host_origin text NOT NULL,
  project_id text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE embedded_login_tickets (
  ticket_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  project_id text NOT NULL,
  host_origin text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE embedded_sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  project_id text NOT NULL,
  host_origin text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX embedded_sessions_by_user ON embedded_sessions (user_id);

CREATE TABLE embedded_keys (
  user_id uuid NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  namespace text NOT NULL CHECK (namespace IN ('eip155', 'solana')),
  address text NOT NULL,
  ciphertext text NOT NULL,
  iv text NOT NULL,
  auth_tag text NOT NULL,
  key_version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, namespace)
);
