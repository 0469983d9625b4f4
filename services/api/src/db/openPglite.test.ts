import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openPglite } from './openPglite.ts'
import { DatabaseInUseError } from './pgliteLock.ts'
import { temporaryDirectories } from '../../testing/temporaryDirectories.ts'

// Removed once this file has run.
const temporaryDirectory = temporaryDirectories()

describe('openPglite', () => {
  it('keeps data in its directory across reopening', async () => {
    const dir = join(temporaryDirectory('portico-pglite-'), 'db')
    const first = await openPglite(dir)
    await first.execute('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$still here$$)')
    await first.close()
    const second = await openPglite(dir)
    expect(await second.query('SELECT v FROM kept')).toEqual([{ v: 'still here' }])
    await second.close()
  })

  it('refuses a directory another live process holds, naming the process and the way out', async () => {
    const dir = join(temporaryDirectory('portico-pglite-'), 'db')
    writeFileSync(`${dir}.lock`, String(process.ppid)) // a live process that is not us
    await expect(openPglite(dir)).rejects.toThrow(DatabaseInUseError)
    await expect(openPglite(dir)).rejects.toThrow(`is in use by process ${process.ppid}`)
  })

  it('takes over a lock left by a process that is gone', async () => {
    const dir = join(temporaryDirectory('portico-pglite-'), 'db')
    writeFileSync(`${dir}.lock`, '4194303') // above the kernel's default pid_max: never a live process
    const db = await openPglite(dir)
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }])
    await db.close()
  })

  it('rolls a failed transaction back', async () => {
    const db = await openPglite(join(temporaryDirectory('portico-pglite-'), 'db'))
    await db.execute('CREATE TABLE t (v int)')
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (1)')
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    expect(await db.query('SELECT * FROM t')).toEqual([])
    await db.close()
  })
})
