-- Analytics intake (§7: POST /e with query projectId, st, sv; body eventId, url, domain, timestamp, props).
CREATE TABLE analytics_events (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  sdk_type text,
  sdk_version text,
  url text NOT NULL,
  domain text NOT NULL,
  occurred_at timestamptz NOT NULL,
  event text NOT NULL,
  event_type text,
  address text,
  properties jsonb,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- A client retrying a send repeats its eventId: the second copy is ignored.
  PRIMARY KEY (project_id, event_id)
);

CREATE INDEX analytics_events_by_time ON analytics_events (project_id, occurred_at);

-- GET /getAnalyticsConfig answers isAnalyticsEnabled per project; a project without a row has it on.
CREATE TABLE project_analytics_settings (
  project_id text PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  analytics_enabled boolean NOT NULL
);
