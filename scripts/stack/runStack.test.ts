import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runStack } from './runStack.ts'

describe('runStack', () => {
  it('refuses to start when something already answers where a service will listen', async () => {
    const logDir = mkdtempSync(join(tmpdir(), 'portico-runstack-'))
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
