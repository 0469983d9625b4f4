import { ApiConfigError } from './apiConfigError.ts'

/** A project the API creates or resets before it listens, as `portico project ensure` does. */
export interface StartupProject {
  id: string
  name: string
  /** Allowed origins. */
  origins: string[]
}

const example = '{"id":"portico-demo","name":"Portico Demo","origins":["http://localhost:5173"]}'

/**
 * The project `PORTICO_API_ENSURE_PROJECT` names (JSON: id, name, origins), if any. The local stacks use it for
 * the demo's project, so they need no second process opening the database before the API does.
 *
 * @throws {ApiConfigError} when the variable is not such a JSON object.
 *
 * @example
 * readStartupProject({ PORTICO_API_ENSURE_PROJECT: '{"id":"demo","name":"Demo","origins":[]}' })
 * // { id: 'demo', name: 'Demo', origins: [] }
 */
export function readStartupProject(env: Record<string, string | undefined>): StartupProject | undefined {
  const raw = env.PORTICO_API_ENSURE_PROJECT
  if (!raw) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = undefined
  }
  const { id, name, origins } = (value ?? {}) as Partial<Record<keyof StartupProject, unknown>>
  if (
    typeof id !== 'string' ||
    typeof name !== 'string' ||
    !Array.isArray(origins) ||
    !origins.every((origin) => typeof origin === 'string')
  ) {
    throw new ApiConfigError(`PORTICO_API_ENSURE_PROJECT must be JSON such as ${example}, got '${raw}'`)
  }
  return { id, name, origins }
}
