/** What a project id may be, in words for error messages. */
export const PROJECT_ID_RULE = "3 to 64 letters, digits, '-' or '_'"

const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{3,64}$/

/**
 * Whether `id` can name a project: 3 to 64 letters, digits, '-' or '_' (checked at the edge, before any
 * look-up, and when a project is created).
 *
 * @example
 * isProjectId('demo') // true
 */
export function isProjectId(id: string): boolean {
  return PROJECT_ID_PATTERN.test(id)
}
