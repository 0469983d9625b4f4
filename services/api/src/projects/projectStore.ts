import { randomBytes } from 'node:crypto'
import type { Database } from '../db/database.ts'
import { normalizeOrigin } from './normalizeOrigin.ts'
import { isProjectId, PROJECT_ID_RULE } from './projectId.ts'

/** A project: its id is the `projectId` clients send; only `origins` may call from a browser. */
export interface Project {
  id: string
  name: string
  origins: string[]
}

/** Thrown for a project id that is taken, malformed, or unknown to an update. */
export class ProjectError extends Error {
  override name = 'ProjectError'
}

function checkProject(input: { id: string; name: string }) {
  if (!isProjectId(input.id)) {
    throw new ProjectError(`Project id '${input.id}' must be ${PROJECT_ID_RULE}`)
  }
  if (input.name.trim().length === 0 || input.name.length > 100) {
    throw new ProjectError('A project name must have 1 to 100 characters')
  }
}

/**
 * Creates a project with its allowed origins; the id is 32 random hex digits unless one is given.
 *
 * @example
 * const project = await createProject(db, { name: 'demo', origins: ['http://localhost:5173'] })
 */
export async function createProject(
  db: Database,
  input: { name: string; origins: readonly string[]; id?: string },
): Promise<Project> {
  const project = {
    id: input.id ?? randomBytes(16).toString('hex'),
    name: input.name,
    origins: [...new Set(input.origins.map(normalizeOrigin))],
  }
  checkProject(project)
  await db.transaction(async (tx) => {
    const inserted = await tx.query(
      'INSERT INTO projects (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [project.id, project.name],
    )
    if (inserted.length === 0) throw new ProjectError(`A project with id '${project.id}' already exists`)
    for (const origin of project.origins) {
      await tx.query('INSERT INTO project_origins (project_id, origin) VALUES ($1, $2)', [project.id, origin])
    }
  })
  return project
}

/**
 * Creates the project, or makes an existing one have exactly this name and these origins (idempotent).
 *
 * @example
 * await ensureProject(db, { id: 'demo', name: 'demo', origins: ['http://localhost:5173'] })
 */
export async function ensureProject(
  db: Database,
  input: { id: string; name: string; origins: readonly string[] },
): Promise<Project> {
  const project = {
    id: input.id,
    name: input.name,
    origins: [...new Set(input.origins.map(normalizeOrigin))],
  }
  checkProject(project)
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO projects (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name',
      [project.id, project.name],
    )
    await tx.query('DELETE FROM project_origins WHERE project_id = $1', [project.id])
    for (const origin of project.origins) {
      await tx.query('INSERT INTO project_origins (project_id, origin) VALUES ($1, $2)', [project.id, origin])
    }
  })
  return project
}

/** Adds allowed origins to an existing project. */
export async function addProjectOrigins(
  db: Database,
  id: string,
  origins: readonly string[],
): Promise<Project> {
  const normalized = origins.map(normalizeOrigin)
  await db.transaction(async (tx) => {
    const found = await tx.query('SELECT 1 FROM projects WHERE id = $1', [id])
    if (found.length === 0) throw new ProjectError(`No project has id '${id}'`)
    for (const origin of normalized) {
      await tx.query(
        'INSERT INTO project_origins (project_id, origin) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [id, origin],
      )
    }
  })
  return (await findProject(db, id))!
}

/** The project with this id, or undefined. */
export async function findProject(db: Database, id: string): Promise<Project | undefined> {
  const rows = await db.query<{ id: string; name: string; origin: string | null }>(
    'SELECT p.id, p.name, o.origin FROM projects p LEFT JOIN project_origins o ON o.project_id = p.id WHERE p.id = $1 ORDER BY o.origin',
    [id],
  )
  if (rows.length === 0) return undefined
  return { id: rows[0]!.id, name: rows[0]!.name, origins: rows.flatMap((r) => (r.origin ? [r.origin] : [])) }
}

/** Every project, by name. */
export async function listProjects(db: Database): Promise<Project[]> {
  const rows = await db.query<{ id: string; name: string; origins: string[] | null }>(
    `SELECT p.id, p.name, array_remove(array_agg(o.origin ORDER BY o.origin), NULL) AS origins
     FROM projects p LEFT JOIN project_origins o ON o.project_id = p.id GROUP BY p.id, p.name ORDER BY p.name, p.id`,
  )
  return rows.map((r) => ({ id: r.id, name: r.name, origins: r.origins ?? [] }))
}
