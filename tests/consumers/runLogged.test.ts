import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runLogged } from './runLogged.ts'

describe('runLogged', () => {
  const dir = mkdtempSync(join(tmpdir(), 'run-logged-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps both output streams in the log and resolves with the time taken', async () => {
    const logFile = join(dir, 'ok.log')
    const script = 'console.log("out"); console.error("err")'
    const ms = await runLogged(process.execPath, ['-e', script], { cwd: dir, env: process.env, logFile })
    expect(ms).toBeGreaterThan(0)
    expect(readFileSync(logFile, 'utf8')).toContain('out')
    expect(readFileSync(logFile, 'utf8')).toContain('err')
  })

  it("rejects with the exit code and the log's tail when the command fails", async () => {
    const logFile = join(dir, 'fail.log')
    const script = 'console.error("the reason"); process.exit(3)'
    await expect(
      runLogged(process.execPath, ['-e', script], { cwd: dir, env: process.env, logFile }),
    ).rejects.toThrow(/exited 3:\n[\s\S]*the reason/)
  })
})
