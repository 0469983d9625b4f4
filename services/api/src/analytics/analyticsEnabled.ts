import type { Queryable } from '../db/database.ts'

/**
 * Whether the project collects analytics (`GET /getAnalyticsConfig` → isAnalyticsEnabled). On unless the
 * project's operator turned it off.
 *
 * @example
 * await isAnalyticsEnabled(db, 'demo') // true
 */
export async function isAnalyticsEnabled(db: Queryable, projectId: string): Promise<boolean> {
  const rows = await db.query<{ analytics_enabled: boolean }>(
    'SELECT analytics_enabled FROM project_analytics_settings WHERE project_id = $1',
    [projectId],
  )
  return rows[0]?.analytics_enabled ?? true
}

/**
 * Turns a project's analytics on or off; while off, `POST /e` accepts events but does not store them.
 *
 * @example
 * await setAnalyticsEnabled(db, 'demo', false)
 */
export async function setAnalyticsEnabled(db: Queryable, projectId: string, enabled: boolean): Promise<void> {
  await db.query(
    `INSERT INTO project_analytics_settings (project_id, analytics_enabled) VALUES ($1, $2)
     ON CONFLICT (project_id) DO UPDATE SET analytics_enabled = EXCLUDED.analytics_enabled`,
    [projectId, enabled],
  )
}
