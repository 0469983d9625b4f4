import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeStartTimings, runStack } from './runStack.ts'
import { temporaryDirectories } from '@portico/api/testing/temporaryDirectories'

// Removed once this file has run.
const temporaryDirectory = temporaryDirectories()

describe('runStack', () => {
  it('refuses to start when something already answers where a service will listen', async () => {
    const logDir = temporaryDirectory('portico-runstack-')
    const run = runStack({
      logDir,
      services: [
        {
          name: 'demo',
          url: 'http://localhost:15173',
          command: process.execPath,
          args: ['-e', 'process.exit(0)'],
          cwd: logDir,
          env: {},
          // Answers before anything was started: another stack holds the port. Without the check the stack
          // would start and this health check would pass for it.
          isHealthy: async () => true,
        },
      ],
    })
    await expect(run).rejects.toThrow(
      'demo: something already answers at http://localhost:15173; stop the other stack',
    )
  })
})

/** Whether process `pid` still runs (signal 0 only checks). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('runStack aborted', () => {
  it('stops the services it started when its signal aborts before they are ready', async () => {
    const logDir = temporaryDirectory('portico-runstack-')
    const pidFile = join(logDir, 'slow.pid')
    const starting = new AbortController()
    const run = runStack({
      logDir,
      signal: starting.signal,
      services: [
        {
          name: 'slow',
          url: 'http://127.0.0.1:1',
          command: process.execPath,
          args: [
            '-e',
            'require("fs").writeFileSync(process.argv[1], String(process.pid)); setInterval(() => {}, 1000)',
            pidFile,
          ],
          cwd: logDir,
          env: {},
          // Never ready; once it runs we abort, as Ctrl-C during start-up would.
          isHealthy: async () => {
            if (existsSync(pidFile)) starting.abort()
            return false
          },
        },
      ],
    })
    await expect(run).rejects.toThrow()
    expect(isAlive(Number(readFileSync(pidFile, 'utf8')))).toBe(false)
  })
})

describe('runStack readyLine', () => {
  it('waits for the line a service prints once ready, even when it answers before', async () => {
    const logDir = temporaryDirectory('portico-runstack-')
    const startedFile = join(logDir, 'started')
    const stack = await runStack({
      logDir,
      services: [
        {
          name: 'chain',
          url: 'http://127.0.0.1:1',
          command: process.execPath,
          args: [
            '-e',
            'require("fs").writeFileSync(process.argv[1], ""); setTimeout(() => console.log("chain ready"), 600); setInterval(() => {}, 1000)',
            startedFile,
          ],
          cwd: logDir,
          env: {},
          // Answers from its first moment, as anvil does before the fixtures are deployed.
          isHealthy: async () => existsSync(startedFile),
          readyLine: /^chain ready$/m,
        },
      ],
    })
    try {
      expect(readFileSync(join(logDir, 'chain.log'), 'utf8')).toContain('chain ready')
    } finally {
      await stack.stop()
    }
  })
})

describe('describeStartTimings', () => {
  it('names each service with the seconds it took to answer', () => {
    expect(
      describeStartTimings([
        { name: 'mail', healthyMs: 960 },
        { name: 'api', healthyMs: 4_210 },
      ]),
    ).toBe('mail 1.0 s, api 4.2 s')
  })
})
