import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readConsumerRun } from './consumerRun.ts'

describe('readConsumerRun', () => {
  const dir = mkdtempSync(join(tmpdir(), 'consumer-run-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reads the last run, and says how to make one when there is none or its apps are gone', () => {
    const file = join(dir, 'run.json')
    expect(() => readConsumerRun(file)).toThrow(/no consumer run in .*prepareConsumers\.ts/)
    writeFileSync(file, JSON.stringify({ root: dir, portOffset: 20_000 }))
    expect(readConsumerRun(file)).toMatchObject({ root: dir, portOffset: 20_000 })
    writeFileSync(file, JSON.stringify({ root: join(dir, 'removed') }))
    expect(() => readConsumerRun(file)).toThrow(/were removed .*PORTICO_CONSUMERS_KEEP=1/)
  })
})
