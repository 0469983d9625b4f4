-- Limits that must hold across every secure-site process sharing this database (issue 14, item 2): fixed-window
-- hit counters (per IP, per email), wrong codes per email across codes and IPs, and the locks they lead to.
CREATE TABLE embedded_rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX embedded_rate_limits_by_reset ON embedded_rate_limits (reset_at);

CREATE TABLE embedded_code_failures (
  email text NOT NULL,
  client_ip text,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX embedded_code_failures_by_email ON embedded_code_failures (email, failed_at DESC);

CREATE TABLE embedded_email_locks (
  email text PRIMARY KEY,
  locked_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What the device-approval page shows: which app, device and IP asked.
ALTER TABLE embedded_device_tokens
  ADD COLUMN project_id text,
  ADD COLUMN host_origin text,
  ADD COLUMN user_agent text,
  ADD COLUMN client_ip text;
