import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * Writes `contents` to `path` through a temporary file and a rename, so a reader (another test process starting
 * a devnet at the same moment) sees either no file or the whole file, never half of one.
 *
 * @example
 * await writeFileAtomically('.cache/31337-ab12.json', stateJson)
 */
export async function writeFileAtomically(path: string, contents: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  try {
    await writeFile(temporary, contents)
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
