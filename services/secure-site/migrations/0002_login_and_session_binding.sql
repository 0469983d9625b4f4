-- Issue 14: a login is bound to a secret only the iframe holds, and a session to a key pair only the iframe
-- holds. Starting a login stores SHA-256(secret); finishing it must show the secret. A session stores the
-- public key (JWK) every authenticated request must be signed with, and the proofs' one-time ids seen lately.
ALTER TABLE embedded_email_codes ADD COLUMN login_secret_hash text;
ALTER TABLE embedded_social_states ADD COLUMN login_secret_hash text;
ALTER TABLE embedded_login_tickets ADD COLUMN login_secret_hash text;

-- Sessions made before this migration have no key and are refused: their users log in again.
ALTER TABLE embedded_sessions ADD COLUMN public_key text;
ALTER TABLE embedded_sessions ADD COLUMN key_thumbprint text;

CREATE TABLE embedded_session_proofs (
  token_hash text NOT NULL,
  jti text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (token_hash, jti)
);
CREATE INDEX embedded_session_proofs_by_expiry ON embedded_session_proofs (expires_at);
