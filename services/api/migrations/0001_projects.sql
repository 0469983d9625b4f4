-- Projects and the browser origins allowed to call the API with their id (§7: 'origin not allowed').
CREATE TABLE projects (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{3,64}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE project_origins (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  origin text NOT NULL,
  PRIMARY KEY (project_id, origin)
);
