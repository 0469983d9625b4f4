import { parseArgs } from 'node:util'
import type { Database } from '../db/database.ts'
import {
  addProjectOrigins,
  createProject,
  ensureProject,
  findProject,
  listProjects,
  type Project,
} from '../projects/projectStore.ts'

export const projectUsage = `usage: npm run portico -- project <command> [options]

  create --name NAME --origin URL [--origin URL …] [--id ID]   new project (id generated unless given)
  ensure --id ID --name NAME --origin URL [--origin URL …]     create or reset a project (idempotent)
  add-origin --id ID --origin URL [--origin URL …]             allow more origins
  list                                                         every project
  show --id ID                                                 one project

  --json prints JSON. The database is DATABASE_URL, else PGlite in PORTICO_PGLITE_DIR (.portico/api-db).`

/** Thrown for a command line that does not make sense; its message says what to type instead. */
export class UsageError extends Error {
  override name = 'UsageError'
}

function describe(project: Project): string {
  return `${project.id}  ${project.name}  ${project.origins.join(' ') || '(no origins: browser calls are refused)'}`
}

/**
 * Runs `project …` with already-split arguments and returns what to print. Kept apart from the process
 * (exit codes, output) so it is tested directly.
 *
 * @example
 * await runProjectCommand(db, ['create', '--name', 'demo', '--origin', 'http://localhost:5173'])
 */
export async function runProjectCommand(db: Database, argv: readonly string[]): Promise<string> {
  const [command, ...rest] = argv
  const { values } = parseArgs({
    args: [...rest],
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      origin: { type: 'string', multiple: true },
      json: { type: 'boolean' },
    },
    strict: true,
  })
  const print = (result: Project | Project[]) =>
    values.json
      ? JSON.stringify(result, null, 2)
      : Array.isArray(result)
        ? result.map(describe).join('\n')
        : describe(result)
  const need = (value: string | undefined, flag: string) => {
    if (!value) throw new UsageError(`project ${command} needs --${flag}\n\n${projectUsage}`)
    return value
  }
  const origins = values.origin ?? []
  switch (command) {
    case 'create':
      if (origins.length === 0)
        throw new UsageError(`project create needs at least one --origin\n\n${projectUsage}`)
      return print(
        await createProject(db, {
          name: need(values.name, 'name'),
          origins,
          ...(values.id ? { id: values.id } : {}),
        }),
      )
    case 'ensure':
      return print(
        await ensureProject(db, { id: need(values.id, 'id'), name: need(values.name, 'name'), origins }),
      )
    case 'add-origin':
      if (origins.length === 0)
        throw new UsageError(`project add-origin needs at least one --origin\n\n${projectUsage}`)
      return print(await addProjectOrigins(db, need(values.id, 'id'), origins))
    case 'list':
      return print(await listProjects(db))
    case 'show': {
      const id = need(values.id, 'id')
      const project = await findProject(db, id)
      if (!project) throw new UsageError(`No project has id '${id}'`)
      return print(project)
    }
    default:
      throw new UsageError(`Unknown project command '${command ?? ''}'\n\n${projectUsage}`)
  }
}
