import type { z } from 'zod'

const identifier = /^[A-Za-z_$][\w$]*$/

/**
 * A zod issue path as it reads in JavaScript: `chains["eip155:8453"].rpcUrls[0]`.
 *
 * @example
 * configPath(['chains', 'eip155:1', 'rpcUrls', 0]) // 'chains["eip155:1"].rpcUrls[0]'
 */
export function configPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`
      const name = String(key)
      if (!identifier.test(name)) return `[${JSON.stringify(name)}]`
      return index === 0 ? name : `.${name}`
    })
    .join('')
}

/** How a wrong value is quoted: strings in single quotes, numbers and the like as JSON. */
function shown(value: unknown): string {
  if (typeof value === 'string') return `'${value.length > 80 ? `${value.slice(0, 77)}...` : value}'`
  return JSON.stringify(value) ?? String(value)
}

const quoted = (values: readonly unknown[]) => values.map((value) => `'${String(value)}'`).join(', ')

/**
 * One validation problem of a config or token list file as a sentence that names the field and the fix:
 * `chains["eip155:8453"].rpcUrls[0] must be an http(s) URL, got 'ftp://x'`. Pass issues from a parse with
 * `reportInput: true`, so the wrong value can be quoted.
 *
 * @example
 * configIssueMessage({ code: 'custom', path: ['chains'], message: 'must name at least one chain', input: {} })
 */
export function configIssueMessage(issue: z.core.$ZodIssue): string {
  const path = configPath(issue.path)
  const input = (issue as { input?: unknown }).input
  if (issue.code === 'invalid_key') {
    const inner = issue.issues[0]?.message ?? 'is not a valid key'
    return `${configPath(issue.path.slice(0, -1))} key ${shown(issue.path.at(-1))} ${inner}`
  }
  if (issue.code === 'unrecognized_keys') {
    const where = path === '' ? 'the file' : path
    return `${where} has an unknown field ${quoted(issue.keys)}: remove it or check its spelling (see docs/config-reference.md)`
  }
  if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator) {
    const options = (issue as { options?: readonly unknown[] }).options ?? []
    const value = (input as Record<string, unknown> | undefined)?.[issue.discriminator]
    const which = value === undefined ? ' is missing' : ''
    return `${path}${which} must be one of ${quoted(options)}${value === undefined ? '' : `, got ${shown(value)}`}`
  }
  if (issue.code === 'invalid_type' && input === undefined) {
    return `${path} is missing: add it (it ${issue.message.replace(/^Invalid input: /, '')})`
  }
  const got = input === undefined || typeof input === 'object' ? '' : `, got ${shown(input)}`
  return `${path} ${issue.message}${got}`
}
