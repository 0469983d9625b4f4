import { readFileSync, rmSync, writeFileSync } from 'node:fs'

/** Thrown when another live process has the PGlite data directory open. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError'
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes the lock file beside a PGlite data directory: PGlite runs in-process, so two processes opening the
 * same directory would corrupt it. A lock left by a dead process is taken over. Returns the release function.
 */
export function lockPgliteDirectory(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(lockPath, 'utf8'))
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseInUseError(
          `The PGlite database at ${dataDir} is in use by process ${holder}: stop that process, or set DATABASE_URL to use PostgreSQL, which many processes can share`,
        )
      }
      rmSync(lockPath, { force: true }) // stale: its process is gone
    }
  }
  throw new DatabaseInUseError(`Could not take the lock ${lockPath}`)
}
