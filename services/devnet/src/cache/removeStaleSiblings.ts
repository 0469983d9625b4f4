import { readdir, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/**
 * Deletes the siblings of `keptPath` whose names match `pattern` (older versions of the same cache entry), so
 * .cache does not grow with every change of the contracts or fixtures.
 *
 * @example
 * await removeStaleSiblings('.cache/31337-ab12.json', /^31337-[0-9a-f]{16}\.json$/)
 */
export async function removeStaleSiblings(keptPath: string, pattern: RegExp): Promise<void> {
  const directory = dirname(keptPath)
  const stale = (await readdir(directory)).filter((name) => pattern.test(name) && name !== basename(keptPath))
  await Promise.all(stale.map((name) => rm(join(directory, name), { force: true })))
}
